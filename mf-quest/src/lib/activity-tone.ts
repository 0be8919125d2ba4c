import type { QuestActivityStatus } from '@chokdee/shared-contract/schemas/quest';
import type { ShipmentStatus } from '@chokdee/shared-contract/schemas/shipment';

/** How each status reads at a glance: done green, waiting gold, live blue, the rest grey. */
export const ACTIVITY_TONE: Record<QuestActivityStatus, 'success' | 'warning' | 'muted' | 'info'> = {
  completed: 'success',
  waiting: 'warning',
  in_progress: 'info',
  incoming: 'muted',
  passed: 'muted',
};

export const SHIPMENT_TONE: Record<ShipmentStatus, 'success' | 'warning' | 'muted' | 'info'> = {
  prepare_to_ship: 'warning',
  courier_received: 'info',
  shipped: 'info',
  received: 'success',
  cancelled: 'muted',
};
