/** The landing page of mf-quest: replace it with the remote's first page. */
export function HomePage() {
  return (
    <section>
      <title>mf-quest | โชคดี</title>
      <h1>หน้าแรกของ mf-quest</h1>
      <p>เริ่มเขียนหน้าของรีโมตนี้ได้ที่ src/app/routes/</p>
    </section>
  );
}
