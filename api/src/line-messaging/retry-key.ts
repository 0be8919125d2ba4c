import { createHash } from 'node:crypto';

/** This site's UUID namespace for LINE retry keys (a random v4, fixed once). */
const NAMESPACE = 'f3b6a1de-4c1b-4e0f-9a57-2d7c8e5b90a4';

/**
 * The `X-Line-Retry-Key` of a notice's push: a name-based UUID (RFC 9562 v5) of the notice id, so
 * every attempt at one notice carries the same key and LINE accepts it once (a repeat answers 409).
 */
export function lineRetryKey(noticeId: number): string {
  const bytes = createHash('sha1')
    .update(Buffer.from(NAMESPACE.replace(/-/g, ''), 'hex'))
    .update(`notice:${noticeId}`)
    .digest()
    .subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
