import { registerPlugins } from '@module-federation/enhanced/runtime';
import { emit } from '@chokdee/shared-kernel/events';
import type { Catalog } from '@chokdee/shared-contract/schemas/catalog';
import { $catalog, loadCatalog } from '../catalog/catalog-store';
import { registerCatalogRemotes } from '../remotes/register-remotes';
import { reportLoadFailure } from '../remotes/report-load-failure';
import { remoteFallbackPlugin } from '../runtime-plugins/remote-fallback';

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Everything the shell needs before its router exists: the runtime plugins, the catalog and the
 * remotes it lists. Plugins are registered here rather than through the build's `runtimePlugins`,
 * because those run before the share scope exists and could not use the shared kernel (events).
 * Resolves to the catalog, or null when it could not be loaded (the kernel then holds the error
 * in `$catalogError` and the layout shows a notice).
 */
export async function bootShell(): Promise<Catalog | null> {
  registerPlugins([
    remoteFallbackPlugin({
      onFailure: ({ remote, error }) => {
        emit('remote:failed', { remote, error: describe(error) });
        reportLoadFailure(remote);
      },
    }),
  ]);
  try {
    await loadCatalog();
  } catch (error) {
    console.error('[chokdee] the catalog could not be loaded', error);
  }
  const catalog = $catalog.get();
  if (catalog) registerCatalogRemotes(catalog);
  return catalog;
}
