import frame from './default-layout.module.css';

/** The first stop of the keyboard in every layout: straight to the page, past the chrome. */
export function SkipLink() {
  return (
    <a href="#main" className={frame.skipLink}>
      ข้ามไปยังเนื้อหา
    </a>
  );
}
