/**
 * Spec §4 / §9: when a chunk of an app that already loaded fails (a redeploy replaced the files),
 * the page reloads once, at most once per 60 s. A remote whose manifest or entry cannot be fetched
 * (its server is down) gets the slot fallback instead: reloading would not bring it back.
 */
export const RELOAD_GUARD_MS = 60_000;
export const RELOAD_STORAGE_KEY = 'chokdee:chunk-reload-at';

export type ChunkFailureDecision = 'reload' | 'fallback';

export interface ChunkFailureInput {
  error: unknown;
  /** When the page last reloaded for this reason (ms since epoch), or null. */
  lastReloadAt: number | null;
  now: number;
}

/** webpack/rspack's own error for a missing chunk (JS or CSS): a stale build, not a dead server. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /Loading (CSS )?chunk [^\s]+ failed/i.test(error.message);
}

export function decideChunkFailure({ error, lastReloadAt, now }: ChunkFailureInput): ChunkFailureDecision {
  if (!isChunkLoadError(error)) return 'fallback';
  if (lastReloadAt !== null && now >= lastReloadAt && now - lastReloadAt < RELOAD_GUARD_MS) return 'fallback';
  return 'reload';
}

function readLastReload(storage: Storage | undefined): number | null {
  try {
    const raw = storage?.getItem(RELOAD_STORAGE_KEY);
    const value = raw ? Number(raw) : NaN;
    return Number.isFinite(value) ? value : null;
  } catch {
    return null; // storage disabled (private mode): decide as if never reloaded
  }
}

export interface ChunkReloadEnvironment {
  storage?: Storage;
  now?: () => number;
  reload?: () => void;
}

/**
 * Applies the decision: on 'reload' it stores the time and reloads the page, and the caller
 * keeps showing its loading state; on 'fallback' the caller shows its fallback.
 */
export function handleChunkFailure(error: unknown, env: ChunkReloadEnvironment = {}): ChunkFailureDecision {
  const storage = env.storage ?? (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
  const now = (env.now ?? Date.now)();
  const decision = decideChunkFailure({ error, lastReloadAt: readLastReload(storage), now });
  if (decision === 'reload') {
    try {
      storage?.setItem(RELOAD_STORAGE_KEY, String(now));
    } catch {
      // Without storage the guard cannot hold: show the fallback rather than risk a reload loop.
      return 'fallback';
    }
    (env.reload ?? (() => window.location.reload()))();
  }
  return decision;
}

/**
 * Wraps a lazy `import()` of the shell's own chunks: a stale chunk reloads the page once;
 * anything else (or a second failure within 60 s) rejects to the nearest error boundary.
 */
export function importWithReload<T>(load: () => Promise<T>, env?: ChunkReloadEnvironment): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (handleChunkFailure(error, env) === 'reload') return new Promise<T>(() => {});
      throw error;
    });
}
