import { Outlet } from 'react-router';
import { ConsentGate } from '../consent/consent-gate';
import { NetworkStatusBanner } from '../network-status/network-status-banner';
import { RouteProgressBar } from '../progress/route-progress-bar';
import { SiteWidgets } from '../site-widgets/site-widgets';
import { ThemeSync } from '../theme/theme-sync';
import { ConfirmHost } from '../ui/confirm-host';
import { ToastViewport } from '../ui/toast-viewport';
import { DocumentTitle } from './document-title';

/**
 * Around every layout, whatever page is shown: the theme on <html>, the tab's title, the route progress bar, the
 * consent modal (spec §4), the site-wide widgets (cookie bar, popups, banners), the confirm
 * dialog, the toasts and the online/offline banner.
 */
export function ShellFrame() {
  return (
    <>
      <ThemeSync />
      <DocumentTitle />
      <RouteProgressBar />
      <Outlet />
      <ConsentGate />
      <SiteWidgets />
      <ConfirmHost />
      <ToastViewport />
      <NetworkStatusBanner />
    </>
  );
}
