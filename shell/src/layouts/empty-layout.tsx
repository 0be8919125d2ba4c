import type { LayoutProps } from './layout-props';
import { SkipLink } from './skip-link';

export type EmptyLayoutProps = LayoutProps;

/** Spec §2 `empty` layout: just the page, no header or footer (the skip link still leads into it). */
export function EmptyLayout({ children }: EmptyLayoutProps) {
  return (
    <>
      <SkipLink />
      <main id="main">{children}</main>
    </>
  );
}
