import { $authToken } from './auth-token';
import { $apiConfig } from './config';
import { readEventStream } from './event-stream';

/** After a stream ends: soon, then longer while the API keeps failing, never more than a minute. */
const FIRST_RETRY_MS = 3_000;
const LAST_RETRY_MS = 60_000;

/**
 * Follows `GET /public/v1/notices/events` with the member's token and calls `onNotice` each time
 * the member has a new notice. A broken stream is opened again with a growing pause; a refused
 * one (logged out, 401) is not. Returns the function that stops it. Where the browser cannot read
 * a fetch body as a stream, it does nothing: the notices' periodic read still runs.
 */
export function followNoticeEvents(onNotice: () => void): () => void {
  if (typeof fetch !== 'function' || typeof TextDecoderStream === 'undefined') return () => undefined;
  const controller = new AbortController();
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const again = () => {
    if (controller.signal.aborted) return;
    timer = setTimeout(() => void open(), retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  async function open(): Promise<void> {
    const token = $authToken.get();
    if (!token) return;
    const base = $apiConfig.get().publicUrl.replace(/\/$/, '');
    try {
      const response = await fetch(`${base}/public/v1/notices/events`, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        signal: controller.signal,
      });
      if (response.status === 401 || response.status === 403) return;
      const isStream = response.headers.get('content-type')?.startsWith('text/event-stream');
      if (!response.ok || !isStream || !response.body) {
        await response.body?.cancel();
        return again();
      }
      retryMs = FIRST_RETRY_MS;
      await readEventStream(response.body, (event) => {
        if (event.event === 'notice') onNotice();
      });
    } catch {
      // A dropped connection or an aborted stop: the pause below (or nothing once stopped).
    }
    again();
  }

  void open();
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}
