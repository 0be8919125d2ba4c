import { fetchTruckPromptPayQr } from '../../../api/truck';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { TruckPaymentMethod } from '@chokdee/shared-contract/schemas/truck';
import { PaymentChoice } from './payment-choice';

jest.mock('../../../api/truck', () => ({ fetchTruckPromptPayQr: jest.fn() }));
const qr = fetchTruckPromptPayQr as jest.Mock;

function Harness({ amount }: { amount: number }) {
  const [value, setValue] = useState<TruckPaymentMethod>('cash');
  return <PaymentChoice token="op" amount={amount} promptpayEnabled value={value} onChange={setValue} />;
}

beforeEach(() => qr.mockReset());

test('PromptPay shows the QR of exactly the total, asked with the operator’s token', async () => {
  qr.mockResolvedValue({ amount: 240, promptpay_qr: 'data:image/svg+xml;base64,PHN2Zy8+' });
  render(<Harness amount={240} />);
  expect(qr).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('radio', { name: 'พร้อมเพย์ (สแกน QR)' }));
  expect(await screen.findByRole('img', { name: 'QR พร้อมเพย์ 240 บาท' })).toHaveAttribute(
    'src',
    'data:image/svg+xml;base64,PHN2Zy8+',
  );
  expect(qr).toHaveBeenCalledWith('op', 240, expect.objectContaining({ signal: expect.any(AbortSignal) }));
});

test('no signal: a Thai note to take cash instead', async () => {
  qr.mockRejectedValue(new ApiRequestError({ message: 'x', errors: [], status: 0 }));
  render(<Harness amount={100} />);
  await userEvent.click(screen.getByRole('radio', { name: 'พร้อมเพย์ (สแกน QR)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('ไม่มีสัญญาณ สร้าง QR พร้อมเพย์ไม่ได้ กรุณารับเงินสด');
});
