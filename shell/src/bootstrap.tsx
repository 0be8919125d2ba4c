import { StrictMode } from 'react';
import { createYieldingRoot } from '@chokdee/shared-kernel/runtime/yielding-root';
import { BrowserRouter } from 'react-router';
import { start } from 'single-spa';
import { initAuth } from '@chokdee/shared-kernel/stores/auth';
import { bootShell } from './app/boot-shell';
import { buildRoutes } from './app/build-routes';
import { ShellRoutes } from './routing/shell-routes';
import { startScrollKeeper } from './navigation/scroll-keeper';
import { startAnnouncementEarly } from './popups/announcement-load';
import { firstPageSettled } from './remotes/first-page-settled';
import { prefetchLikelyRemotes } from './remotes/prefetch-likely-remotes';
import { preloadOpenedRemote } from './remotes/preload-opened-remote';
import { takeServerPage } from './remotes/server-page';

// single-spa patches pushState/replaceState to fire popstate, so the shell's router and every
// remote's own router see each navigation (DESIGN.md §2).
start({ urlRerouteOnly: true });
// A new page opens at the top, Back returns to the place (each router sees every navigation).
startScrollKeeper();

const container = document.getElementById('root');

if (container) {
  // The page the origin rendered waits for its remote, with the answers it was rendered with.
  takeServerPage();
  // The saved login is checked while the catalog loads; guards wait for it ($authReady).
  void initAuth();
  // Spec §4 popup: its calls run beside the catalog's (its image is a first visit's largest paint).
  startAnnouncementEarly();
  void bootShell().then((catalog) => {
    // The opened page's remote downloads now, while React renders the shell around its outlet.
    preloadOpenedRemote(catalog, window.location.pathname);
    const routes = buildRoutes(catalog);
    createYieldingRoot(container).render(
      <StrictMode>
        <BrowserRouter>
          <ShellRoutes routes={routes} />
        </BrowserRouter>
      </StrictMode>,
    );
    // Spec §9: the likely next pages' code, once the browser is idle (not on 2g or data saver),
    // and only after the page the visitor opened has its own code.
    void firstPageSettled().then(() => prefetchLikelyRemotes(catalog, window.location.pathname));
  });
}
