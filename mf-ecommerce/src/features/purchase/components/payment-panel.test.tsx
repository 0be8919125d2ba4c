import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { createShopPayment, fetchShopPaymentStatus } from '../api/shop-payments';
import type { Purchase } from '@chokdee/shared-contract/schemas/shop';
import type { ShopPayment, ShopPaymentStatusAnswer } from '@chokdee/shared-contract/schemas/shop-payment';
import { PAYMENT_POLL_MS } from '../payment-poll';
import { PaymentPanel } from './payment-panel';

jest.mock('../api/shop-payments', () => ({
  createShopPayment: jest.fn(),
  fetchShopPaymentStatus: jest.fn(),
}));
const create = jest.mocked(createShopPayment);
const status = jest.mocked(fetchShopPaymentStatus);

const purchase = { id: 7, code: 'SP690101ABCDEF', status: 'reserved', total_amount: 1250 } as Purchase;
const payment: ShopPayment = {
  id: 3,
  purchase_id: 7,
  payment_channel: 'promptpay',
  amount: 1250,
  promptpay_id: '0812345678',
  promptpay_qr: 'data:image/svg+xml;base64,PHN2Zy8+',
  status: 'pending',
  pay_before: '2026-01-01T10:15:00+07:00',
  created_at: '2026-01-01T10:00:00+07:00',
};
const answer = (next: ShopPayment['status']): ShopPaymentStatusAnswer => ({
  id: 3,
  status: next,
  purchase_status: next === 'paid' ? 'ordered' : 'reserved',
  pay_before: payment.pay_before,
  now: payment.created_at,
});

afterEach(() => {
  jest.useRealTimers();
  jest.resetAllMocks();
});

test('the QR and PromptPay instructions come from the purchase payment', async () => {
  create.mockResolvedValue(payment);
  render(
    <PaymentPanel purchase={purchase} onMoved={jest.fn()}>
      <button type="button">อัพโหลดสลิป</button>
    </PaymentPanel>,
  );
  expect(await screen.findByRole('img', { name: 'QR พร้อมเพย์ 1,250 บาท' })).toHaveAttribute(
    'src',
    payment.promptpay_qr,
  );
  expect(create).toHaveBeenCalledWith(7, { payment_channel: 'promptpay' }, expect.anything());
  expect(screen.getByText(/สแกนพร้อมเพย์ 0812345678 ยอด 1,250 บาท/)).toBeInTheDocument();
  expect(screen.getByTestId('payment-status')).toHaveTextContent('รอชำระเงิน');
  expect(screen.getByRole('button', { name: 'อัพโหลดสลิป' })).toBeInTheDocument();
});

test('polls the status and reloads the purchase once the shop confirms', async () => {
  jest.useFakeTimers();
  create.mockResolvedValue(payment);
  status.mockResolvedValueOnce(answer('pending')).mockResolvedValueOnce(answer('paid'));
  const onMoved = jest.fn();
  render(<PaymentPanel purchase={purchase} onMoved={onMoved} />);
  await act(async () => {
    await Promise.resolve();
  });
  expect(screen.getByTestId('payment-status')).toHaveTextContent('รอชำระเงิน');

  await act(async () => {
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
  });
  expect(status).toHaveBeenCalledWith(7, 3);
  expect(onMoved).not.toHaveBeenCalled();

  await act(async () => {
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
  });
  expect(onMoved).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('payment-status')).toHaveTextContent('ชำระเงินแล้ว');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();

  // A settled payment is not polled again.
  await act(async () => {
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3);
  });
  expect(status).toHaveBeenCalledTimes(2);
});

test('the refresh button checks at once, and a refused payment shows its Thai message', async () => {
  create.mockResolvedValueOnce(payment);
  status.mockResolvedValue(answer('expired'));
  const onMoved = jest.fn();
  const { unmount } = render(<PaymentPanel purchase={purchase} onMoved={onMoved} />);
  await userEvent.click(await screen.findByRole('button', { name: 'ตรวจสอบสถานะการชำระเงิน' }));
  expect(onMoved).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('payment-status')).toHaveTextContent('หมดเวลาชำระเงิน');
  unmount();

  create.mockRejectedValueOnce(
    new ApiRequestError({ message: 'รายการสั่งซื้อนี้ชำระเงินไม่ได้แล้ว', errors: [], status: 409 }),
  );
  render(<PaymentPanel purchase={purchase} onMoved={jest.fn()} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('รายการสั่งซื้อนี้ชำระเงินไม่ได้แล้ว');
});
