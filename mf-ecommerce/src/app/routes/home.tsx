/** The landing page of mf-ecommerce: replace it with the remote's first page. */
export function HomePage() {
  return (
    <section>
      <title>mf-ecommerce | โชคดี</title>
      <h1>หน้าแรกของ mf-ecommerce</h1>
      <p>เริ่มเขียนหน้าของรีโมตนี้ได้ที่ src/app/routes/</p>
    </section>
  );
}
