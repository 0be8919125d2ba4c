import type { LineIconName } from '@chokdee/shared-kernel/ui/line-icon';

/** The icon keys a catalog menu entry can name (its `icon`): the kernel's line icons. */
const MENU_ICONS: ReadonlySet<string> = new Set<LineIconName>([
  'cart',
  'history',
  'search',
  'store',
  'complain',
  'payment',
  'safe',
  'profile',
  'ticket',
]);

/** The line icon a menu entry names; none for a key this shell does not draw. */
export function menuIcon(key: string | undefined): LineIconName | undefined {
  return key !== undefined && MENU_ICONS.has(key) ? (key as LineIconName) : undefined;
}
