// Standalone mode (`npm run dev -w mf-lottery`): the same root inside a bare frame, against the API.
import '@chokdee/shared-kernel/ui/tokens.css';
import './standalone.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { paths } from './config/paths';
import { prefetchRouteData } from './app/prefetch-route-data';
import { Root } from './app/root';
import { StandaloneFrame } from '@chokdee/shared-kernel/ui/standalone-frame';

// Alone on its own port the remote owns every path; open the results page instead of a blank one.
if (window.location.pathname === '/') {
  window.history.replaceState(null, '', paths.latest.getHref());
}
prefetchRouteData(window.location.pathname);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <StandaloneFrame appName="mf-lottery">
        <Root remoteName="mf_lottery" slot="main" />
      </StandaloneFrame>
    </StrictMode>,
  );
}
