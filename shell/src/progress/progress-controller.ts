/** Spec §9 progress bar: shown only when a wait passes 200 ms… */
export const PROGRESS_THROTTLE_MS = 200;
/** …and its bar runs towards the end (about 90 %) over 5000 ms. */
export const PROGRESS_DURATION_MS = 5000;
/** A finished bar fills up and fades out in this time. */
export const PROGRESS_DONE_MS = 300;
/** A failed bar stays red this long (spec §4: it fails on a failed request). */
export const PROGRESS_FAIL_MS = 1000;

/** hidden; running (visible, growing); done (filling up, then hidden); failed (red, then hidden). */
export type ProgressPhase = 'idle' | 'running' | 'done' | 'failed';

export interface ProgressTimers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface ProgressController {
  /** A navigation or request began. */
  start(): void;
  /** One of them ended; `ok` false makes the bar fail once all have ended. */
  end(ok: boolean): void;
  getPhase(): ProgressPhase;
  subscribe(listener: () => void): () => void;
  /** Stops the timers (the bar is gone). */
  dispose(): void;
}

const browserTimers: ProgressTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Counts what is in flight (navigations and API calls together) and decides what the bar shows.
 * Nothing appears for a wait under 200 ms; a visible bar ends filled (all went well) or red (any
 * of them failed) and then hides.
 */
export function createProgressController(timers: ProgressTimers = browserTimers): ProgressController {
  let phase: ProgressPhase = 'idle';
  let pending = 0;
  let failed = false;
  let showTimer: unknown = null;
  let hideTimer: unknown = null;
  const listeners = new Set<() => void>();

  const set = (next: ProgressPhase) => {
    if (next === phase) return;
    phase = next;
    for (const listener of [...listeners]) listener();
  };
  const clear = (handle: unknown) => {
    if (handle !== null) timers.clearTimeout(handle);
  };

  return {
    start() {
      pending += 1;
      if (pending > 1) return;
      failed = false;
      clear(hideTimer);
      hideTimer = null;
      if (phase === 'idle') {
        showTimer = timers.setTimeout(() => {
          showTimer = null;
          set('running');
        }, PROGRESS_THROTTLE_MS);
      } else {
        set('running'); // still on screen from the last wait: carry on without a flicker
      }
    },
    end(ok) {
      if (pending === 0) return; // began before anyone was counting
      pending -= 1;
      if (!ok) failed = true;
      if (pending > 0) return;
      clear(showTimer);
      showTimer = null;
      if (phase === 'idle') return; // over within the throttle: never shown
      set(failed ? 'failed' : 'done');
      hideTimer = timers.setTimeout(
        () => {
          hideTimer = null;
          set('idle');
        },
        failed ? PROGRESS_FAIL_MS : PROGRESS_DONE_MS,
      );
    },
    getPhase: () => phase,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      clear(showTimer);
      clear(hideTimer);
      showTimer = null;
      hideTimer = null;
      listeners.clear();
    },
  };
}
