import { dequal } from 'dequal/lite';
import { toApiError } from './api-request-error';
import type { RequestKey, RequestKeyGroup } from './request-keys';
import type { ApiError } from '@chokdee/shared-contract/schemas/api-error';
import { $authToken } from './auth-token';
import { outsideCommit } from '../runtime/outside-commit';

export type RequestState<T> =
  { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'success'; data: T };

/** Reads what a key names; the signal aborts the read when nobody waits for it any more. */
export type RequestLoad<T> = (signal: AbortSignal) => Promise<T>;

interface Entry {
  state: RequestState<unknown>;
  /** Who shows this key now (components, stores): told of every change. */
  readers: Set<() => void>;
  /** The latest reader's way to read the key: what an invalidation reads it again with. */
  load: RequestLoad<unknown>;
  /** The read in flight; an aborted one's answer is dropped. */
  reading: AbortController | null;
}

const LOADING: RequestState<never> = { status: 'loading' };
/** Answers kept for keys nobody shows; past this the oldest go (a long session stays small). */
const KEPT_ENTRIES = 200;

/**
 * One cache of API reads for the whole page. The kernel is a Module Federation singleton, so the
 * shell and every remote read and invalidate the same entries: a value shown in two places is one
 * entry, and an action anywhere refreshes both.
 */
const entries = new Map<string, Entry>();

function show(entry: Entry, state: RequestState<unknown>): void {
  entry.state = state;
  entry.readers.forEach((reader) => reader());
}

/**
 * A read again that answers what is shown already: its readers are not told. Each reader would
 * otherwise render the whole of what it shows again for nothing, in one block of the main thread
 * (a store page hydrating from a server render read its store again and spent the longest task of
 * its first visit drawing the same store).
 */
function unchanged(shown: RequestState<unknown>, next: RequestState<unknown>): boolean {
  return shown.status === 'success' && next.status === 'success' && dequal(shown.data, next.data);
}

/**
 * Reads the key again, aborting the read before; data already shown stays until the answer.
 * Resolves once this read has settled (or was overtaken); never rejects.
 */
function read(entry: Entry): Promise<void> {
  entry.reading?.abort();
  const controller = new AbortController();
  entry.reading = controller;
  if (entry.state.status !== 'success') show(entry, LOADING);
  const settle = (state: RequestState<unknown>) => {
    if (controller.signal.aborted || entry.reading !== controller) return;
    entry.reading = null;
    if (unchanged(entry.state, state)) return;
    show(entry, state);
  };
  let answer: Promise<unknown>;
  try {
    answer = entry.load(controller.signal);
  } catch (error) {
    answer = Promise.reject(error);
  }
  return answer.then(
    (data) => settle({ status: 'success', data }),
    (error: unknown) => settle({ status: 'error', error: toApiError(error) }),
  );
}

/** Drops the oldest answers nobody shows once there are more than `KEPT_ENTRIES`. */
function trim(): void {
  for (const [key, entry] of entries) {
    if (entries.size <= KEPT_ENTRIES) return;
    if (entry.readers.size === 0) entries.delete(key);
  }
}

/**
 * Shows `key` to `reader` until the returned function is called. The first reader reads it (a
 * cached answer stays on screen meanwhile); later ones share that read. When the last reader
 * leaves, a read in flight is aborted, and only a successful answer is kept.
 */
export function watchRequest<T>(key: RequestKey, load: RequestLoad<T>, reader: () => void): () => void {
  let entry = entries.get(key);
  if (!entry) {
    entry = { state: LOADING, readers: new Set(), load: load as RequestLoad<unknown>, reading: null };
    entries.set(key, entry);
    trim();
  }
  const current = entry;
  current.load = load as RequestLoad<unknown>;
  current.readers.add(reader);
  // React subscribes while it commits; the read's first 'loading' reaches readers in other roots.
  if (current.readers.size === 1 && !current.reading)
    outsideCommit(() => {
      if (current.readers.size > 0 && !current.reading && entries.get(key) === current) void read(current);
    });
  return () => {
    current.readers.delete(reader);
    if (current.readers.size > 0) return;
    current.reading?.abort();
    current.reading = null;
    if (current.state.status !== 'success' && entries.get(key) === current) entries.delete(key);
  };
}

/** What is known of `key` now: loading until an answer (or with no reader). */
export function requestState<T>(key: RequestKey): RequestState<T> {
  return (entries.get(key)?.state ?? LOADING) as RequestState<T>;
}

/** Reads `key` again for its readers (a retry button, a page that knows it changed). */
export function reloadRequest(key: RequestKey): void {
  const entry = entries.get(key);
  if (entry && entry.readers.size > 0) void read(entry);
}

/** Shows `data` for `key` everywhere (a save answered the new value); a read in flight is dropped. */
export function replaceRequest<T>(key: RequestKey, data: T): void {
  const entry = entries.get(key);
  if (!entry) return;
  entry.reading?.abort();
  entry.reading = null;
  show(entry, { status: 'success', data });
}

function matches(key: string, selector: string): boolean {
  return key === selector || key.startsWith(selector.endsWith('/') ? selector : `${selector}/`);
}

/**
 * Reads again where shown, forgets elsewhere; resolves when those reads have settled. `forget`
 * also takes the old answer off the screen meanwhile (it belonged to another member).
 */
function refresh(test: (key: string) => boolean, forget = false): Promise<void> {
  const reads: Promise<void>[] = [];
  for (const [key, entry] of [...entries]) {
    if (!test(key)) continue;
    if (entry.readers.size === 0) entries.delete(key);
    else {
      if (forget) show(entry, LOADING);
      reads.push(read(entry));
    }
  }
  return Promise.all(reads).then(() => undefined);
}

/**
 * After a change on the server: every key named, or under a group named (`orders` covers
 * `orders/list?page=1` and `orders/one/ABC`), is read again where it is shown and forgotten
 * elsewhere. Resolves once the new answers are shown; never rejects.
 */
export function invalidate(...selectors: (RequestKey | RequestKeyGroup)[]): Promise<void> {
  return refresh((key) => selectors.some((selector) => matches(key, selector)));
}

/** Forgets every answer (another member logged in, a test starting); what is shown is read again. */
export function clearRequestCache(): Promise<void> {
  return refresh(() => true, true);
}

// One member's answers are never shown to another: a change of login reads everything again.
$authToken.listen(() => void clearRequestCache());

/** A mutation's answer, passed on once `selectors` are invalidated (only when it succeeded). */
export async function afterChange<T>(
  answer: Promise<T>,
  ...selectors: (RequestKey | RequestKeyGroup)[]
): Promise<T> {
  const value = await answer;
  // Not awaited: the action is done; the places that show what it changed catch up on their own.
  void invalidate(...selectors);
  return value;
}

/**
 * Answers known before the first render (a server render, and the browser hydrating what it sent):
 * each key shows its data at once; its first reader still reads it again, keeping the data on screen.
 */
export function seedRequests(answers: Record<string, unknown>): void {
  for (const [key, data] of Object.entries(answers)) {
    const entry = entries.get(key);
    if (entry && entry.state.status === 'success') continue;
    const load = () => Promise.resolve(data);
    entries.set(key, entry ?? { state: LOADING, readers: new Set(), load, reading: null });
    show(entries.get(key)!, { status: 'success', data });
  }
}

/** Drops every entry without reading anything again: for tests, each starting from nothing. */
export function resetRequestCache(): void {
  entries.forEach((entry) => entry.reading?.abort());
  entries.clear();
}

// Jest's DOM setup empties the cache after each test through this, without importing the module.
(globalThis as Record<symbol, unknown>)[Symbol.for('chokdee.resetRequestCache')] = resetRequestCache;
