import type { LayoutProps } from './layout-props';

export type EmptyLayoutProps = LayoutProps;

/** Spec §2 `empty` layout: just the page, no header or footer. */
export function EmptyLayout({ children }: EmptyLayoutProps) {
  return <main id="main">{children}</main>;
}
