import type { Catalog } from '@chokdee/shared-kernel/schemas/catalog';
import { PRAYER_PATH } from '../navigation/menu-model';
import { isServedByCatalog } from '../navigation/route-match';

export interface PrayMenuItem {
  label: string;
  to: string;
  /** Current only on exactly this path (the list), not below it. */
  end: boolean;
}

const PRAY_MENU: readonly PrayMenuItem[] = [
  { label: 'คำขอพรทั้งหมด', to: PRAYER_PATH, end: true },
  { label: 'คำขอพรของฉัน', to: '/members/pray', end: true },
  { label: 'ที่ฉันโหวต', to: '/members/pray/voted', end: true },
  { label: 'สร้างคำขอพร', to: '/members/pray/create', end: false },
];

/** The prayer sub-navigation: the prayer pages a live remote serves now (never a 404). */
export function prayMenu(catalog: Catalog | null): PrayMenuItem[] {
  return PRAY_MENU.filter((item) => isServedByCatalog(catalog, item.to));
}
