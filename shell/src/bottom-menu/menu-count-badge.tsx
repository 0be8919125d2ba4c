import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $menuBadges } from '@chokdee/shared-kernel/stores/menu-badges';
import { CountBadge } from './count-badge';

/** The count a remote publishes under `badgeKey` (e.g. the orders awaiting payment); nothing before. */
export function MenuCountBadge({ badgeKey }: { badgeKey: string }) {
  const badge = useStore($menuBadges)[badgeKey];
  return badge ? <CountBadge count={badge.count} unit={badge.unit} /> : null;
}
