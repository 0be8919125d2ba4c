export type StoreStatus = 'open' | 'closed' | 'sold-out';

export const STORE_STATUS_LABELS: Record<StoreStatus, string> = {
  open: 'เปิดขาย',
  closed: 'ปิดการขาย',
  'sold-out': 'ขายหมดแล้ว',
};

/** Spec §4 store flags: sold out wins over closed, closed over open. */
export function storeStatus(flags: { isOpen: boolean; isSoldOut: boolean }): StoreStatus {
  if (flags.isSoldOut) return 'sold-out';
  return flags.isOpen ? 'open' : 'closed';
}
