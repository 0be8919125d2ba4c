import type { MenuName } from '@chokdee/shared-contract/schemas/catalog';
import { SCRIPT_ACTOR } from '@chokdee/shared-contract/schemas/catalog-admin';

/**
 * The console's Thai words for the catalog's technical values: staff read these, never an env
 * variable's or a menu's id. The technical values stay in each card's "รายละเอียดทางเทคนิค".
 */

/** The menus a route can link from, as staff know them. */
export const MENU_LABELS: Record<MenuName, string> = {
  site: 'เมนูหลัก',
  ecommerce: 'เมนูร้านค้า',
  profile: 'เมนูโปรไฟล์',
  pray: 'เมนูขอพร',
  bottom: 'เมนูลัดสมาชิก',
  'bottom-action': 'ปุ่มเมนูลัดสมาชิก',
  user: 'เมนูผู้ใช้',
  'quick-links': 'หน้าเมนูทั้งหมด',
};

/** Who made a change: a staff username as it is, the deploy scripts' token as what it is. */
export function actorLabel(actor: string): string {
  return actor === SCRIPT_ACTOR ? 'ระบบติดตั้งอัตโนมัติ' : actor;
}

/** The change log's `remote` of a release of the shell itself. */
const SHELL_REMOTE = 'shell';

/** A change's remote by its Thai name (its technical name if it is no longer registered). */
export function remoteLabel(name: string, displayNames: ReadonlyMap<string, string>): string {
  if (name === SHELL_REMOTE) return 'หน้าเว็บหลัก';
  return displayNames.get(name) ?? name;
}

/** Text for the confirm dialog, which reads HTML: a name is shown as written, never as markup. */
export function asHtmlText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
