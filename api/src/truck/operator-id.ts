import { TRUCK_MESSAGES } from '@chokdee/shared-contract/schemas/truck';
import { idFromText } from '@chokdee/shared-contract/schemas/primitives';
import { HttpError } from '#api/lib/http-error';

/**
 * The operator id a path names. A segment that can name no row (letters, 0, past the id range) is
 * the same 404 as another store's operator: the dealer learns nothing either way, and nothing
 * out of range ever reaches the database.
 */
export function operatorIdOf(text: string): number {
  const id = idFromText(text);
  if (id === null) throw new HttpError(404, TRUCK_MESSAGES.operatorNotFound);
  return id;
}
