import { atom, readonlyType } from 'nanostores';
import { StaffSessionSchema, type StaffSession } from '@chokdee/shared-kernel/schemas/catalog-admin';

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

/** The logged-in staff member of the console, or null. */
export const $staffSession = readonlyType($session);

export function startStaffSession(session: StaffSession): void {
  sessionStorage.setItem(KEY, JSON.stringify(session));
  $session.set(session);
}

export function endStaffSession(): void {
  sessionStorage.removeItem(KEY);
  $session.set(null);
}
