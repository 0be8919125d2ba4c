import { createTruckSale } from '../api/truck';
import { ApiRequestError, toApiError } from '@chokdee/shared-kernel/api/client';
import type { TruckSale, TruckSaleBody } from '@chokdee/shared-contract/schemas/truck';
import { createStore, del, set, values, type UseStore } from 'idb-keyval';
import { atom, computed, onMount } from 'nanostores';
import { judgeFailure, newQueuedSale, retryDelayMs, type QueuedSale } from '../lib/sale-outbox';
import { $truckSession } from './truck-session';

// idb-keyval: a 600-byte, well-kept key-value layer over IndexedDB (the queue outlives a reload,
// a dead battery and a closed tab, which localStorage's 5 MB strings would too, but not in a worker).
let idb: UseStore | null = null;
const db = () => (idb ??= createStore('chokdee-truck', 'sale-outbox'));

/** Every sale of this device not yet settled, oldest first, and the ones sent since it loaded. */
export const $queue = atom<QueuedSale[]>([]);
export const $waitingCount = computed($queue, (q) => q.filter((s) => s.status === 'waiting').length);

let loaded: Promise<void> | null = null;
export function loadQueue(): Promise<void> {
  loaded ??= values<QueuedSale>(db())
    .then((all) => $queue.set(all.sort((a, b) => a.createdAt.localeCompare(b.createdAt))))
    .catch(() => undefined);
  return loaded;
}

async function put(sale: QueuedSale): Promise<void> {
  $queue.set(
    [...$queue.get().filter((s) => s.key !== sale.key), sale].sort((a, b) =>
      a.createdAt.localeCompare(b.createdAt),
    ),
  );
  if (sale.status === 'sent') await del(sale.key, db()).catch(() => undefined);
  else await set(sale.key, sale, db()).catch(() => undefined);
}

const sending = new Set<string>();

/**
 * Tries one queued sale once. The same key goes with every try, so a try whose answer was lost
 * (the signal dropped after the API sold) comes back as that same sale (`replayed`), never a second.
 */
export async function sendQueued(key: string): Promise<QueuedSale | undefined> {
  const sale = $queue.get().find((s) => s.key === key);
  const session = $truckSession.get();
  if (!sale || sale.status !== 'waiting' || sending.has(key)) return sale;
  if (!session || session.store.code !== sale.storeCode) return sale;
  sending.add(key);
  try {
    const done: TruckSale = await createTruckSale(session.token, sale.key, sale.body);
    const sent: QueuedSale = {
      ...sale,
      status: 'sent',
      attempts: sale.attempts + 1,
      message: null,
      sale: done,
    };
    await put(sent);
    return sent;
  } catch (error) {
    const api = error instanceof ApiRequestError ? error.error : toApiError(error);
    // The answer decides, not navigator.onLine (it can say offline while requests go through).
    const outcome = judgeFailure(api.status, api.message);
    const next: QueuedSale = {
      ...sale,
      attempts: sale.attempts + 1,
      status: outcome.kind === 'retry' ? 'waiting' : 'failed',
      message: outcome.message,
    };
    await put(next);
    return next;
  } finally {
    sending.delete(key);
  }
}

/** Keeps a new sale on the device first, then tries to send it. */
export async function submitSale(storeCode: string, body: TruckSaleBody): Promise<QueuedSale> {
  await loadQueue();
  const queued = newQueuedSale(storeCode, body, new Date());
  await put(queued);
  const result = (await sendQueued(queued.key)) ?? queued;
  // No 'online' event comes when the signal was there but the API did not answer: try again later.
  if (result.status === 'waiting') scheduleRetry();
  return result;
}

/** Sends every waiting sale, one after another (oldest first). */
export async function flushQueue(): Promise<void> {
  await loadQueue();
  for (const sale of $queue.get().filter((s) => s.status === 'waiting')) await sendQueued(sale.key);
  scheduleRetry();
}

/** The operator has seen a failed or sent sale: it leaves the list. */
export async function dismissSale(key: string): Promise<void> {
  $queue.set($queue.get().filter((s) => s.key !== key));
  await del(key, db()).catch(() => undefined);
}

let timer: ReturnType<typeof setTimeout> | undefined;
function scheduleRetry(): void {
  clearTimeout(timer);
  const waiting = $queue.get().filter((s) => s.status === 'waiting');
  if (waiting.length === 0) return;
  const attempts = Math.min(...waiting.map((s) => s.attempts));
  timer = setTimeout(() => void flushQueue(), retryDelayMs(attempts));
}

// While anything shows the queue: load it, send when the signal returns, and retry with backoff.
onMount($queue, () => {
  const onOnline = () => void flushQueue();
  window.addEventListener('online', onOnline);
  void loadQueue().then(flushQueue);
  const stopSession = $truckSession.listen(() => void flushQueue());
  return () => {
    window.removeEventListener('online', onOnline);
    stopSession();
    clearTimeout(timer);
  };
});
