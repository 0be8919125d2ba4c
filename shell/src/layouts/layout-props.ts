import type { ReactNode } from 'react';

/** Every layout wraps one page: the slot the route renders into. */
export type LayoutProps = {
  children: ReactNode;
};
