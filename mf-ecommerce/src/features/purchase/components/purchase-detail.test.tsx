import { render, screen } from '@testing-library/react';
import type { Purchase } from '@chokdee/shared-contract/schemas/shop';
import { MemoryRouter } from 'react-router';
import { createShopPayment } from '../api/shop-payments';
import { PurchaseDetail } from './purchase-detail';

jest.mock('../api/shop-payments', () => ({
  createShopPayment: jest.fn(),
  fetchShopPaymentStatus: jest.fn(),
}));

const purchase = (over: Partial<Purchase>): Purchase => ({
  id: 7,
  code: 'SP690101ABCDEF',
  status: 'ordered',
  member_name: 'สมชาย',
  address: {
    recipient: 'สมชาย ใจดี',
    tel: '0812345678',
    address: '99/1',
    sub_district: 'สี่พระยา',
    district: 'บางรัก',
    province: 'กรุงเทพมหานคร',
    zip_code: '10500',
  },
  items: [],
  total_quantity: 1,
  total_amount: 1250,
  original_total_amount: 1250,
  pay_before: '2026-01-01T10:15:00+07:00',
  now: '2026-01-01T10:00:00+07:00',
  payment_channel: 'promptpay',
  has_slip: true,
  slip_uploaded_at: '2026-01-01T10:05:00+07:00',
  confirmed_at: '2026-01-01T10:10:00+07:00',
  staff_reason: null,
  created_at: '2026-01-01T10:00:00+07:00',
  payment: { promptpay_id: '0812345678', promptpay_qr: null },
  shipments: [],
  ...over,
});

const show = (value: Purchase) =>
  render(
    <MemoryRouter>
      <PurchaseDetail purchase={value} onChange={jest.fn()} />
    </MemoryRouter>,
  );

test('a shipped parcel shows its carrier and tracking number', () => {
  show(
    purchase({
      shipments: [
        {
          id: 3,
          shop: { code: 'S1', name: 'ร้านพระดี' },
          status: 'shipped',
          carrier: 'ไปรษณีย์ไทย',
          tracking_no: 'EB123456789TH',
          logs: [{ status: 'shipped', at: '2026-01-02T09:00:00+07:00' }],
        },
      ],
    }),
  );
  expect(screen.getByText(/ไปรษณีย์ไทย · เลขพัสดุ/)).toHaveTextContent('ไปรษณีย์ไทย · เลขพัสดุ EB123456789TH');
  expect(screen.getByTestId('tracking-no')).toHaveTextContent('EB123456789TH');
});

test('a refused slip tells the buyer why and asks for a new one', () => {
  jest.mocked(createShopPayment).mockReturnValue(new Promise(() => undefined));
  show(purchase({ status: 'reserved', staff_reason: 'ยอดโอนไม่ครบ', confirmed_at: null }));
  expect(screen.getByRole('note')).toHaveTextContent('ร้านค้าไม่อนุมัติสลิป กรุณาอัพโหลดสลิปใหม่เหตุผล: ยอดโอนไม่ครบ');
});

test('a purchase the shop cancelled tells the buyer why', () => {
  show(purchase({ status: 'cancelled', staff_reason: 'สินค้าหมด ร้านคืนเงินแล้ว' }));
  expect(screen.getByRole('note')).toHaveTextContent('ร้านค้ายกเลิกคำสั่งซื้อเหตุผล: สินค้าหมด ร้านคืนเงินแล้ว');
});
