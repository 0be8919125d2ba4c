import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: bearer tokens, OAuth state, PKCE verifiers, link tokens. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database keeps of a secret: its sha256, so a leaked table reveals no usable token. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** RFC 7636 S256: base64url(sha256(verifier)). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
