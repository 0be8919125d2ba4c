import type { DealerOrder, Order } from '@chokdee/shared-contract/schemas/order';

/** Test data: a reserved order of two tickets, 20 minutes left to pay, as the API answers it. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: 12,
    code: 'OD-2611-0001',
    status: 'reserved',
    channel: 'web',
    member_name: 'สมชาย ใจดี',
    address_id: null,
    draw_date: '2026-12-01',
    store: { code: 'store-1', name: 'ร้านโชคดีพารวย', user_code: 'dealer-1' },
    ticket_count: 2,
    total_amount: 240,
    pay_before: '2026-11-21T11:20:00.000Z',
    now: '2026-11-21T11:00:00.000Z',
    payment_channel: null,
    has_slip: false,
    slip_uploaded_at: null,
    confirmed_at: null,
    rejected_reason: null,
    created_at: '2026-11-21T10:50:00.000Z',
    order_items: [
      { ticket_id: 1, number: '123456', set_no: 12, price: 120 },
      { ticket_id: 2, number: '000789', set_no: 3, price: 120 },
    ],
    payment: {
      bank_name: 'KBANK',
      account_number: '1234567890',
      account_name: 'ร้านโชคดีพารวย',
      promptpay_id: '0812345678',
      promptpay_qr: 'data:image/svg+xml;base64,PHN2Zy8+',
    },
    ...overrides,
  };
}

/** Test data: the same order as the dealer sees it, slip uploaded, with the buyer's phone. */
export function dealerOrderFixture(overrides: Partial<DealerOrder> = {}): DealerOrder {
  return {
    ...orderFixture({
      status: 'slip_uploaded',
      has_slip: true,
      payment_channel: 'bank_transfer',
      slip_uploaded_at: '2026-11-21T11:05:00.000Z',
    }),
    member_tel: '0812345678',
    ...overrides,
  };
}
