import { BANK_CODES, type BankCode } from '@chokdee/shared-contract/schemas/bank';
import type { DealerOrder, Order } from '@chokdee/shared-contract/schemas/order';
import type { Executor } from '#api/db/client';
import type { OrderItemRow } from './inventory-tables';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { listOrderItems, type OrderViewRow } from './orders-repository';
import { effectiveStatus } from './order-status';
import { promptPayQrDataUrl } from '#api/payments/promptpay-qr';
import { slipReferencesOf, type SlipReference } from '#api/slip-checks/slip-uses-repository';

const bankCodes = new Set<string>(BANK_CODES);
const sixDigits = (number: number) => String(number).padStart(6, '0');

/** The kernel's Order: status as it reads at `now`, amounts in whole baht, instants in Bangkok time. */
export async function toOrder(row: OrderViewRow, items: OrderItemRow[], now: Date): Promise<Order> {
  const { order, store } = row;
  const status = effectiveStatus(order, now);
  // Only an order still waiting for its money gets a QR to pay with.
  const promptpayQr =
    status === 'reserved' && store.promptpay_id
      ? await promptPayQrDataUrl(store.promptpay_id, order.total_amount)
      : null;
  return {
    id: order.id,
    code: order.code,
    status,
    channel: order.channel,
    member_name: order.member_name,
    address_id: order.address_id,
    draw_date: row.draw_date,
    store: { code: store.code, name: store.name, user_code: store.user_code },
    ticket_count: order.ticket_count,
    total_amount: order.total_amount,
    pay_before: toBangkokIso(order.pay_before),
    now: toBangkokIso(now),
    payment_channel: order.payment_channel,
    has_slip: order.slip_file !== null,
    slip_uploaded_at: order.slip_uploaded_at ? toBangkokIso(order.slip_uploaded_at) : null,
    confirmed_at: order.confirmed_at ? toBangkokIso(order.confirmed_at) : null,
    rejected_reason: order.rejected_reason,
    created_at: toBangkokIso(order.created_at),
    order_items: items.map((item) => ({
      ticket_id: item.ticket_id,
      number: sixDigits(item.number),
      set_no: item.set_no,
      price: item.price,
    })),
    payment: {
      bank_name:
        store.payment_bank_code && bankCodes.has(store.payment_bank_code)
          ? (store.payment_bank_code as BankCode)
          : null,
      account_number: store.payment_account_number,
      account_name: store.payment_account_name,
      promptpay_id: store.promptpay_id,
      promptpay_qr: promptpayQr,
    },
  };
}

/**
 * The dealer also sees the buyer's phone number (`member_name` is the name they ordered under) and
 * the bank and reference read from the slip's QR code.
 */
export async function toDealerOrder(
  row: OrderViewRow,
  items: OrderItemRow[],
  now: Date,
  slipReference: SlipReference | null = null,
): Promise<DealerOrder> {
  return { ...(await toOrder(row, items, now)), member_tel: row.buyer.tel, slip_reference: slipReference };
}

/** Several orders with their items, read in one query. */
export async function toOrders(db: Executor, rows: OrderViewRow[], now: Date): Promise<Order[]> {
  const items = await listOrderItems(
    db,
    rows.map((row) => row.order.id),
  );
  return Promise.all(rows.map((row) => toOrder(row, items.get(row.order.id) ?? [], now)));
}

export async function toDealerOrders(db: Executor, rows: OrderViewRow[], now: Date): Promise<DealerOrder[]> {
  const items = await listOrderItems(
    db,
    rows.map((row) => row.order.id),
  );
  const references = await slipReferencesOf(
    db,
    rows.map((row) => row.order.slip_file),
  );
  return Promise.all(
    rows.map((row) =>
      toDealerOrder(
        row,
        items.get(row.order.id) ?? [],
        now,
        (row.order.slip_file && references.get(row.order.slip_file)) || null,
      ),
    ),
  );
}

/** One order with its items. */
export async function loadOrder(db: Executor, row: OrderViewRow, now: Date): Promise<Order> {
  const [order] = await toOrders(db, [row], now);
  return order!;
}

export async function loadDealerOrder(db: Executor, row: OrderViewRow, now: Date): Promise<DealerOrder> {
  const [order] = await toDealerOrders(db, [row], now);
  return order!;
}
