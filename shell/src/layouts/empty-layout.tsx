import type { LayoutProps } from './layout-props';
import frame from './default-layout.module.css';

export type EmptyLayoutProps = LayoutProps;

/** Spec §2 `empty` layout: just the page, no header or footer (the skip link still leads into it). */
export function EmptyLayout({ children }: EmptyLayoutProps) {
  return (
    <>
      <a href="#main" className={frame.skipLink}>
        ข้ามไปยังเนื้อหา
      </a>
      <main id="main">{children}</main>
    </>
  );
}
