// Standalone mode (`npm run dev -w mf-member`): the same root inside a bare frame, against the API.
import '@chokdee/shared-kernel/ui/tokens.css';
import './standalone.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initAuth } from '@chokdee/shared-kernel/stores/auth';
import { paths } from './config/paths';
import { Root } from './app/root';
import { StandaloneFrame } from '@chokdee/shared-kernel/ui/standalone-frame';

// Alone on its own port the remote owns every path; open the login page instead of a blank one.
if (window.location.pathname === '/') {
  window.history.replaceState(null, '', paths.login.getHref());
}

// Without the shell nobody else checks the token saved by an earlier visit.
void initAuth();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <StandaloneFrame appName="mf-member">
        <Root remoteName="mf_member" slot="main" />
      </StandaloneFrame>
    </StrictMode>,
  );
}
