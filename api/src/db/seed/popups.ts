import type { Executor } from '../client';
import { popups } from '../schema/content';
import { POPUP_IMAGE_PATH } from '#api/repositories/popups-repository';

/** The announcement slides at launch; pictures in `api/public/popups/`, always live (no window). */
export const SEED_POPUPS = [
  {
    name: 'งวดใหม่เปิดขายแล้ว',
    file_url: `${POPUP_IMAGE_PATH}/new-draw-on-sale.svg`,
    link_url: '/dealers',
    position: 1,
  },
  {
    name: 'ตรวจผลสลากกินแบ่งรัฐบาล',
    file_url: `${POPUP_IMAGE_PATH}/check-lottery-results.svg`,
    link_url: '/check-lottery',
    position: 2,
  },
] as const;

/**
 * Inserts the launch slides once (the name is unique). They go in one statement: the popups
 * trigger bumps the version once per changing statement, so a fresh database reads version 1, and
 * a restart that inserts nothing leaves the version as it is.
 */
export async function seedPopups(db: Executor, now: Date): Promise<number> {
  const inserted = await db
    .insert(popups)
    .values(SEED_POPUPS.map((popup) => ({ ...popup, created_at: now, updated_at: now })))
    .onConflictDoNothing({ target: popups.name })
    .returning({ id: popups.id });
  return inserted.length;
}
