import type { OrderStatus } from '@chokdee/shared-contract/schemas/order';

/** The dealer's order tabs: slips to check first, then the other states of an order. */
export const DEALER_TABS: readonly { status: OrderStatus; label: string }[] = [
  { status: 'slip_uploaded', label: 'รอตรวจสลิป' },
  { status: 'reserved', label: 'รอชำระเงิน' },
  { status: 'ordered', label: 'ชำระเงินแล้ว' },
  { status: 'timeout', label: 'หมดเวลา' },
  { status: 'cancelled', label: 'ยกเลิก' },
];

export const DEFAULT_DEALER_TAB: OrderStatus = 'slip_uploaded';

/** The tab named in the URL, or the default for anything else. */
export function dealerTabFrom(value: string | null): OrderStatus {
  return DEALER_TABS.find((tab) => tab.status === value)?.status ?? DEFAULT_DEALER_TAB;
}
