// Standalone mode (`npm run dev -w mf-campaign`): the same root inside a bare frame.
import '@chokdee/shared-kernel/ui/tokens.css';
import './standalone.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneFrame } from '@chokdee/shared-kernel/ui/standalone-frame';
import { Root } from './app/root';

// Alone on its own port the remote owns every path; open its one campaign instead of a blank page.
if (window.location.pathname === '/') {
  window.history.replaceState(null, '', '/worldcup2022');
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <StandaloneFrame appName="mf-campaign">
        <Root remoteName="mf_campaign" slot="main" />
      </StandaloneFrame>
    </StrictMode>,
  );
}
