import { Outlet } from 'react-router';
import { ConsentGate } from '../consent/consent-gate';
import { ToastViewport } from '../ui/toast-viewport';

/** Around every layout: the consent modal (spec §4) and the toasts, whatever page is shown. */
export function ShellFrame() {
  return (
    <>
      <Outlet />
      <ConsentGate />
      <ToastViewport />
    </>
  );
}
