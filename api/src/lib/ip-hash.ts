import { createHmac } from 'node:crypto';

/**
 * What the site's forms keep of a visitor's IP (PDPA: no raw address is stored): a keyed hash, so
 * one address's repeated posts can be told apart, but nobody without the server's key can test
 * which address it was (a plain sha256 of the 4 billion IPv4 addresses is reversed in minutes).
 */
export function hashIp(secret: string, ip: string): string {
  return createHmac('sha256', secret).update(ip).digest('hex');
}
