/**
 * Typed event bus between the shell and the remotes (they never import each other).
 * One map from event name to payload; `emit` and `on` are checked by tsc. A package adds its
 * own events by augmenting the interface:
 *
 *   declare module '@chokdee/shared-kernel/events' {
 *     interface ChokdeeEvents { 'cart:changed': { count: number } }
 *   }
 */
export interface ChokdeeEvents {
  /** Numbers a visitor just checked against a draw's results. */
  'lottery:checked': { numbers: string[] };
  /** A remote failed to load or render; the shell shows its fallback. */
  'remote:failed': { remote: string; error: string };
  /**
   * Spec §9 tracking events, in THB. Remotes emit them; the shell forwards them to the pixels the
   * store enabled and the visitor consented to.
   */
  'track:AddToCart': TrackedPurchase;
  'track:InitiateCheckout': TrackedPurchase;
  'track:Purchase': TrackedPurchase & { order_code: string };
  'track:OrderCompleted': TrackedPurchase & { order_code: string };
  'track:Search': { search_string: string };
  /** Show a short message (spec §9: top-centre, 2000 ms); the shell's toast viewport listens. */
  'toast:show': { message: string; tone?: ToastTone };
  /** An API call started / ended: the shell's route progress bar counts them (spec §9). */
  'request:start': Record<string, never>;
  'request:end': { ok: boolean };
}

/** How a toast looks: 'error' (red) for failures, 'info' for everything else. */
export type ToastTone = 'info' | 'error';

/** What a tracking event says about a purchase: amount in THB and the ticket numbers. */
export interface TrackedPurchase {
  value: number;
  currency: 'THB';
  content_ids: string[];
  num_items: number;
}

export type ChokdeeEventName = keyof ChokdeeEvents;
export type ChokdeeListener<K extends ChokdeeEventName> = (payload: ChokdeeEvents[K]) => void;

const listeners = new Map<ChokdeeEventName, Set<ChokdeeListener<never>>>();

export function on<K extends ChokdeeEventName>(name: K, listener: ChokdeeListener<K>): () => void {
  let set = listeners.get(name);
  if (!set) {
    set = new Set();
    listeners.set(name, set);
  }
  // A Set drops a second registration of the same function; wrap it so each `on` counts once.
  const entry: ChokdeeListener<K> = (payload) => listener(payload);
  set.add(entry as ChokdeeListener<never>);
  return () => {
    listeners.get(name)?.delete(entry as ChokdeeListener<never>);
  };
}

/**
 * Calls every listener of `name`. One listener throwing (say, in a broken remote) is reported
 * and does not stop the others: failure stays local.
 */
export function emit<K extends ChokdeeEventName>(name: K, payload: ChokdeeEvents[K]): void {
  const set = listeners.get(name);
  if (!set) return;
  for (const listener of [...set] as ChokdeeListener<K>[]) {
    try {
      listener(payload);
    } catch (error) {
      console.error(`[chokdee] a listener of "${name}" failed`, error);
    }
  }
}
