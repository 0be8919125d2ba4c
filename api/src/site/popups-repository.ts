import type { Popup } from '@chokdee/shared-contract/schemas/popup';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { popups, popupSettings, type PopupRow } from './content-tables';

/** Where the API serves the popup pictures (`api/public/popups/`). */
export const POPUP_IMAGE_PATH = '/static/popups';

/** The number the shell compares with the one it stored; a trigger bumps it when popups change. */
export async function getPopupVersion(db: Executor): Promise<number> {
  const [row] = await db
    .select({ version: popupSettings.version })
    .from(popupSettings)
    .where(eq(popupSettings.id, 1));
  return row?.version ?? 0;
}

/** The slides live now (inside their window, start inclusive, end exclusive), in order. */
export function listLivePopups(db: Executor, now: Date): Promise<PopupRow[]> {
  return db
    .select()
    .from(popups)
    .where(
      and(
        or(isNull(popups.starts_at), lte(popups.starts_at, now)),
        or(isNull(popups.ends_at), gt(popups.ends_at, now)),
      ),
    )
    .orderBy(asc(popups.position), asc(popups.id));
}

/** `origin` is the API's own, so the shell (another origin) loads the picture from the API. */
export function toPopup(row: PopupRow, origin: string): Popup {
  const url = /^https?:\/\//.test(row.file_url) ? row.file_url : `${origin}${row.file_url}`;
  return { id: row.id, name: row.name, file: { url }, link_url: row.link_url };
}
