/** The landing page of mf-pray: replace it with the remote's first page. */
export function HomePage() {
  return (
    <section>
      <title>mf-pray | โชคดี</title>
      <h1>หน้าแรกของ mf-pray</h1>
      <p>เริ่มเขียนหน้าของรีโมตนี้ได้ที่ src/app/routes/</p>
    </section>
  );
}
