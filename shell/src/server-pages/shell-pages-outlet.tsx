import { SERVER_PAGE } from '@chokdee/shared-contract/server-page';
import { handleChunkFailure } from '../remotes/chunk-reload';
import type { RemoteAppResult } from '../remotes/load-remote-app';
import { RemoteOutlet } from '../remotes/remote-outlet';

/** The name the origin's page body gives these pages (`data-remote`), as a remote's is its own. */
const SHELL_PAGES = SERVER_PAGE.shellPages;

/** The pages' app, from the shell's own chunk; a stale chunk reloads the page as a remote's would. */
export async function loadShellPages(): Promise<RemoteAppResult> {
  try {
    const { bootstrap, mount, unmount } = await import('./shell-pages-app');
    return { status: 'ready', config: { name: SHELL_PAGES, bootstrap, mount, unmount } };
  } catch (error) {
    return handleChunkFailure(error) === 'reload' ? { status: 'reloading' } : { status: 'failed', error };
  }
}

/** Where a server-rendered shell page goes: it stays mounted while the visitor moves among them. */
export function ShellPagesOutlet() {
  return <RemoteOutlet remoteName={SHELL_PAGES} slot="main" load={loadShellPages} />;
}
