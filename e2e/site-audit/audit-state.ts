// The two visitors of the site audit, saved once by audit.setup.ts and reused by every audit test:
// a returning visitor logged out, and a member who has visited a store (its footer and pixels then
// follow the member through the store's flow).
import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { Member } from '../support/members';

export const AUDIT_DIR = path.join(__dirname, '..', 'test-results', 'site-audit');
export const MEMBER_STATE = path.join(AUDIT_DIR, 'member-state.json');
export const MEMBER_FILE = path.join(AUDIT_DIR, 'member.json');

export const AUDIT_WIDTHS = [390, 1024, 1280, 1440] as const;
export const heightFor = (width: number) => (width < 600 ? 844 : 900);

export type AuditState = 'logged-out' | 'member';

export function savedMember(): Member {
  return JSON.parse(readFileSync(MEMBER_FILE, 'utf8')) as Member;
}
