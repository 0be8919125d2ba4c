import { idFromText } from '@chokdee/shared-contract/schemas/primitives';
import { z } from 'zod';
import { HttpError } from '../lib/http-error';

/**
 * A reviewer's URL names an item by id: text that names no row (letters, 0, past the column's
 * range) is an item that is not there, 404 like an unknown one, never a 400 or a 500.
 */
export const ReviewIdParams = z.object({ id: z.string().max(40) });

export function reviewId(text: string, notFound: string): number {
  const id = idFromText(text);
  if (id === null) throw new HttpError(404, notFound);
  return id;
}
