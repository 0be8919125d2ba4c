import { atom, readonlyType } from 'nanostores';
import { StaffSessionSchema, type StaffSession } from '@chokdee/shared-contract/schemas/catalog-admin';

const KEY = 'chokdee:staff-session';

function stored(): StaffSession | null {
  try {
    const parsed = StaffSessionSchema.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    return parsed.success && Date.parse(parsed.data.expires_at) > Date.now() ? parsed.data : null;
  } catch {
    return null;
  }
}

// sessionStorage: a staff token ends with the tab, and never mixes with the member's token.
const $session = atom<StaffSession | null>(stored());
const $expired = atom(false);

/** The logged-in staff member of the console, or null. */
export const $staffSession = readonlyType($session);

/** True when the API refused the token (expired or revoked): the login says why it is back. */
export const $staffSessionExpired = readonlyType($expired);

export function startStaffSession(session: StaffSession): void {
  sessionStorage.setItem(KEY, JSON.stringify(session));
  $expired.set(false);
  $session.set(session);
}

/** Logout, or `'expired'` when the API no longer accepts the token. */
export function endStaffSession(reason?: 'expired'): void {
  sessionStorage.removeItem(KEY);
  $expired.set(reason === 'expired');
  $session.set(null);
}
