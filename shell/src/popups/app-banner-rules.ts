import { bangkokDayKey, isTodayInBangkok } from '@chokdee/shared-contract/rules/bangkok-day';
import { readStorage, writeStorage } from './browser-storage';

export const APP_BANNER_CLOSED_KEY = 'app_banner_closed_date';

/** Spec §4: shown unless it was closed today (Bangkok day, spec §9 once a day). */
export function isAppBannerDue(now: Date | number = Date.now()): boolean {
  return !isTodayInBangkok(readStorage('local', APP_BANNER_CLOSED_KEY), now);
}

export function rememberAppBannerClosed(now: Date | number = Date.now()): void {
  writeStorage('local', APP_BANNER_CLOSED_KEY, bangkokDayKey(now));
}
