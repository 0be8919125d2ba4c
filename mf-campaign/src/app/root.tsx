import { BrowserRouter } from 'react-router';
import type { RemoteProps } from '@chokdee/shared-kernel/remote-props';
import { AppRoutes } from './app-routes';

export type RootProps = Partial<RemoteProps>;

/** The remote's own router over the shared URL (the shell's single-spa start keeps both in step). */
export function Root(_props: RootProps) {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
