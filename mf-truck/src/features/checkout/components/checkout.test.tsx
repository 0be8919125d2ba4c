import { createTruckSale } from '../../../api/truck';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import type { TruckSale } from '@chokdee/shared-contract/schemas/truck';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { $picks, clearPicks, pickOffer } from '../../../stores/picks';
import { $queue } from '../../../stores/sale-queue';
import { saveTruckSession } from '../../../stores/truck-session';
import { Checkout } from './checkout';

jest.mock('../../../api/truck', () => ({
  createTruckSale: jest.fn(),
  fetchTruckPromptPayQr: jest.fn(),
}));
jest.mock('idb-keyval', () => {
  const map = new Map<string, unknown>();
  return {
    createStore: () => 'store',
    set: (k: string, v: unknown) => Promise.resolve(void map.set(k, v)),
    del: (k: string) => Promise.resolve(void map.delete(k)),
    values: () => Promise.resolve([...map.values()]),
  };
});

const send = createTruckSale as jest.Mock;

const sale = (key: string): TruckSale => ({
  id: 7,
  idempotency_key: key,
  order_code: 'TR-0007',
  store: { code: 'T001', name: 'ร้านทดสอบ' },
  operator_name: 'น้องฝน',
  draw_date: '2026-12-01',
  payment_method: 'cash',
  total_amount: 160,
  tickets: [
    { ticket_id: 1, number: '123457', set_no: 1, price: 80 },
    { ticket_id: 2, number: '765437', set_no: 2, price: 80 },
  ],
  claim_code: 'ABCDE12345',
  claim_path: '/truck/claim/ABCDE12345',
  claimed: false,
  promptpay_qr: null,
  made_at: '2026-11-25T03:00:00.000Z',
  created_at: '2026-11-25T03:00:01.000Z',
  replayed: false,
});

const offer = (number: string) => ({
  number,
  store_code: 'T001',
  store_name: 'ร้านทดสอบ',
  user_code: 'U1',
  available: 5,
  price: 80,
});

beforeEach(() => {
  send.mockReset();
  clearPicks();
  $queue.set([]);
  saveTruckSession({
    token: 'op',
    operator: { id: 1, username: 'op', name: 'น้องฝน' },
    store: {
      code: 'T001',
      name: 'ร้านทดสอบ',
      user_code: 'U1',
      operators_can_logout: true,
      promptpay_id: null,
      draw_date: '2026-12-01',
      is_store_open: true,
    },
  });
  pickOffer(offer('123457'));
  pickOffer(offer('765437'));
});

const show = () =>
  render(
    <MemoryRouter>
      <Checkout />
    </MemoryRouter>,
  );

test('a cash sale sends the exact total with a device key, then shows the receipt with its claim code and QR', async () => {
  send.mockImplementation((_t: string, key: string) => Promise.resolve(sale(key)));
  show();
  expect(screen.getByRole('radio', { name: 'พร้อมเพย์ (สแกน QR)' })).toBeDisabled();
  expect(screen.getByText('ร้านนี้ยังไม่ได้ตั้งค่าพร้อมเพย์ รับได้เฉพาะเงินสด')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'ยืนยันการขาย 160 บาท' }));
  expect(await screen.findByText('ขายสำเร็จ')).toBeInTheDocument();
  const [token, key, body] = send.mock.calls[0]!;
  expect(token).toBe('op');
  expect(key).toMatch(/^truck-[0-9a-f-]{36}$/);
  expect(body).toMatchObject({
    payment_method: 'cash',
    amount: 160,
    items: [
      { number: '123457', quantity: 1 },
      { number: '765437', quantity: 1 },
    ],
  });
  const receipt = screen.getByRole('region', { name: 'ใบเสร็จ' });
  expect(receipt).toHaveTextContent('ABCDE-12345');
  expect(await screen.findAllByRole('img', { name: 'QR รับสลาก ABCDE-12345' })).not.toHaveLength(0);
  // The print copy sits beside the app, alone on the paper in print.
  expect(document.body.querySelector(':scope > .truck-print-root')).not.toBeNull();
  expect($picks.get()).toEqual([]);
});

test('without a signal the sale stays on the device and the operator is told it waits', async () => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
  send.mockRejectedValue(new ApiRequestError({ message: 'x', errors: [], status: 0 }));
  show();
  await userEvent.click(screen.getByRole('button', { name: 'ยืนยันการขาย 160 บาท' }));
  expect(await screen.findByText(/บันทึกรายการขายไว้ในเครื่องแล้ว รอส่งเมื่อมีสัญญาณ/)).toBeInTheDocument();
  expect($queue.get()).toMatchObject([{ status: 'waiting', body: { amount: 160 } }]);
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

test('tickets sold meanwhile: the Thai reason shows and the picks stay to fix', async () => {
  const sold = 'สลากเลข 123457 ถูกขายไปแล้วหรือมีไม่พอ รายการนี้ยังไม่ถูกขาย';
  send.mockRejectedValue(new ApiRequestError({ message: sold, errors: [], status: 409 }));
  show();
  await userEvent.click(screen.getByRole('button', { name: 'ยืนยันการขาย 160 บาท' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(sold);
  expect($picks.get()).toHaveLength(2);
  expect($queue.get()).toEqual([]);
});
