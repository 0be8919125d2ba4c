import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * LINE signs each webhook: `x-line-signature` is base64(HMAC-SHA256(raw body, channel secret)).
 * Compared in constant time over the decoded bytes; anything missing or malformed is false.
 */
export function isLineSignatureValid(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What the stand-in (and a test) sends: the header value for a body. */
export function lineSignature(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}
