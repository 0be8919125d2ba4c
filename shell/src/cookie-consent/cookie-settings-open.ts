import { atom, readonlyType } from 'nanostores';

const $open = atom(false);

/** Whether the cookie settings dialog is on screen. */
export const $cookieSettingsOpen = readonlyType($open);

/**
 * Opens the cookie settings dialog from anywhere in the shell: the consent bar's 'ตั้งค่า' and the
 * footer's 'ตั้งค่าคุกกี้' link (PDPA: a choice can be changed as easily as it was given).
 */
export function openCookieSettings(): void {
  $open.set(true);
}

export function closeCookieSettings(): void {
  $open.set(false);
}
