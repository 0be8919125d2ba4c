/** Spec §9 timings and sizes of the loading states, the prefetch and the image placeholder. */

/** A page-level loading overlay appears only if the wait lasts this long (ms). */
export const LOADING_OVERLAY_THROTTLE_MS = 50;
/** A spinner appears only if the wait lasts this long (ms): fast answers never flash one. */
export const SPINNER_THROTTLE_MS = 400;
/** Likely next pages are fetched at the browser's next idle moment, at the latest after this (ms). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/** The performance mark the shell sets when that idle prefetch starts (bench/page-weight.ts counts what follows apart). */
export const PREFETCH_MARK = 'chokdee:prefetch';
/** The image placeholder's size (px): the height it takes while an image is missing or failing. */
export const PLACEHOLDER_IMAGE_SIZE_PX = 250;

/** What `navigator.connection` tells about the network (Network Information API, not everywhere). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec §9: no prefetch on a 2g (or slower) connection or with the data saver on. */
export function prefetchAllowed(connection: ConnectionHints | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}
