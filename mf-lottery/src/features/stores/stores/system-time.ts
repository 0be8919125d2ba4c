import { atom, readonlyType } from 'nanostores';
import { fetchSystemEnvironment } from '@chokdee/shared-kernel/api/lottery';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import type { ApiError } from '@chokdee/shared-contract/schemas/api-error';

const $offset = atom(0);
const $errorValue = atom<ApiError | null>(null);

/** Server clock minus device clock, in ms; 0 until the first sync. */
export const $serverOffsetMs = readonlyType($offset);
/** The last sync's failure, cleared by the next success. */
export const $serverTimeError = readonlyType($errorValue);

/**
 * Reads the server clock and stores how far the device clock is off. Half the round trip is
 * added, since the server stamped its time mid-way. A failure keeps the previous offset (the
 * device clock is the best remaining guess), sets `$serverTimeError` and never rejects.
 */
export async function syncServerTime(): Promise<void> {
  const sentAt = Date.now();
  try {
    const env = await fetchSystemEnvironment();
    const receivedAt = Date.now();
    const serverMs = Date.parse(env.system_time) + (receivedAt - sentAt) / 2;
    $offset.set(Math.round(serverMs - receivedAt));
    $errorValue.set(null);
  } catch (e) {
    $errorValue.set(toApiError(e));
  }
}

/** Now, by the server's clock: sale windows and countdowns use this, not the device time. */
export function serverNow(): Date {
  return new Date(Date.now() + $offset.get());
}
