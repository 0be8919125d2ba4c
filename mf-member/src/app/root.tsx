import { BrowserRouter } from 'react-router';
import type { RemoteProps } from '@chokdee/shared-kernel/remote-props';
import { AppRoutes } from './app-routes';

export type RootProps = Partial<RemoteProps>;

/**
 * The remote's root: its own router over the shared URL. The shell's single-spa start makes
 * every pushState visible here, so both routers stay in step (DESIGN.md §2).
 */
export function Root(_props: RootProps) {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
