import { isSafeAppPath } from './app-path';

/** Longer targets are not paths anyone typed or we produced: refuse them. */
const MAX_LENGTH = 2048;
/** `%252F` decodes twice before it is a slash; more layers than this are refused outright. */
const MAX_DECODE_ROUNDS = 3;
const BASE = 'https://chokdee.invalid';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

function isPlainPath(value: string): boolean {
  return (
    isSafeAppPath(value) &&
    // A backslash is a slash to the URL parser ('/\evil' is '//evil'); no app path needs one.
    !value.includes('\\') &&
    !CONTROL_CHARS.test(value) &&
    new URL(value, BASE).origin === BASE
  );
}

/**
 * Spec §4: a redirect target (the intent URL after login, a `redirect_url` query) must be a
 * same-origin relative path that starts with a single '/'. Encoded forms are decoded and checked
 * again, so '%2F%2Fevil.com' or '/%5Cevil.com' cannot become another host later on.
 */
export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH) return false;
  let current = target;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    if (!isPlainPath(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false; // malformed escapes: nobody produced this link honestly
    }
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

/** The target if it is safe, else the home page. */
export function safeRedirectOr(target: unknown, fallback = '/'): string {
  return isSafeRedirect(target) ? target : fallback;
}
