import '../ui/tokens.css';
import './standalone.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router';
import { initAuth } from '../stores/auth';
import { StandaloneFrame } from '../ui/standalone-frame';
import { RouteRoot } from './route-root';

export interface StandaloneOptions {
  /** The folder name, shown in the frame's bar: 'mf-lottery'. */
  appName: string;
  /** The Module Federation name, as the shell would pass it: 'mf_lottery'. */
  remoteName: string;
  routes: RouteObject[];
  /** Opened instead of a blank page at `/`: the remote's landing page. */
  landingPath: string;
}

/**
 * Standalone mode (`npm run dev -w mf-<name>`, DESIGN.md §2): the remote's routes inside a bare
 * frame, against the API, with the saved login checked as the shell would.
 */
export function mountStandalone({ appName, remoteName, routes, landingPath }: StandaloneOptions): void {
  // Alone on its own port the remote owns every path: open its landing page, not a blank one.
  if (window.location.pathname === '/') window.history.replaceState(null, '', landingPath);
  void initAuth();
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <StandaloneFrame appName={appName}>
        <RouteRoot remoteName={remoteName} slot="main" routes={routes} />
      </StandaloneFrame>
    </StrictMode>,
  );
}
