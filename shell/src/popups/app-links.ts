/**
 * The app-download banner's targets (spec §4). Chokdee has no app in the Play Store or the App
 * Store yet, and a banner must never link to a made-up store page: while both are null the banner
 * invites visitors to the intro video page instead ('ดูวิธีใช้งาน'). When the apps are published,
 * put their store URLs here and the banner switches to the download buttons by itself.
 */
export interface AppStoreLinks {
  android: string | null;
  ios: string | null;
}

export const APP_STORE_LINKS: AppStoreLinks = { android: null, ios: null };

/** The intro video page (shell/src/config/paths.ts), how to use the site on a phone. */
export const HOW_TO_USE_PATH = '/วิดีโอแนะนำ';
