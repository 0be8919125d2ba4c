import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { Catalog } from '@chokdee/shared-contract/schemas/catalog';

export interface RemoteEntry {
  name: string;
  /** URL of the remote's `mf-manifest.json`. */
  entry: string;
}

/** What the runtime was told at boot, so a retry can register the same entry again. */
const registered = new Map<string, string>();

/** The remotes of the catalog the shell may load: enabled ones (the API already drops expired campaigns). */
export function remotesToRegister(catalog: Catalog): RemoteEntry[] {
  return catalog.remotes.filter((remote) => remote.enabled).map(({ name, entry }) => ({ name, entry }));
}

/** Tells the Module Federation runtime where each remote lives; nothing is fetched until a route needs it. */
export function registerCatalogRemotes(catalog: Catalog): RemoteEntry[] {
  const remotes = remotesToRegister(catalog);
  for (const { name, entry } of remotes) registered.set(name, entry);
  if (remotes.length > 0) registerRemotes(remotes);
  return remotes;
}

/**
 * The runtime keeps a failed remote (and its rejected entry) in its cache; registering it again
 * with `force` drops that cache, so the next `loadRemote` fetches the manifest afresh.
 */
export function reRegisterRemote(name: string): boolean {
  const entry = registered.get(name);
  if (!entry) return false;
  registerRemotes([{ name, entry }], { force: true });
  return true;
}

/** Tests only: forget what was registered. */
export function resetRegisteredRemotes(): void {
  registered.clear();
}
