import type { Executor } from '#api/db/client';
import { listLivePopups, toPopup } from '../popups-repository';

/**
 * The live announcement's first slide: on a first visit the popup opens over any page with it,
 * and it is the largest paint. Written into the HTML as a preload, its download starts before any
 * script has run (the shell's own preload of the same URL then finds it under way).
 */
export async function announcementImage(
  db: Executor,
  now: Date,
  apiUrl: string,
): Promise<string | undefined> {
  const [first] = await listLivePopups(db, now);
  return first ? toPopup(first, apiUrl).file.url : undefined;
}
