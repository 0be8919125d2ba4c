// Import-free on purpose: the entry chunk reads these before the shared modules are negotiated
// (app/preload-first-calls.ts), and the popup's rules read and write them afterwards.
export const ANNOUNCEMENT_DATE_KEY = 'announcement_popup_date';
export const ANNOUNCEMENT_VERSION_KEY = 'announcement_popup_version';
