import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import {
  cancelOrder,
  fetchOrder,
  fetchOrderSlip,
  uploadPaymentSlip,
} from '@chokdee/shared-kernel/api/orders';
import { on } from '@chokdee/shared-kernel/events';
import { orderFixture } from '../../testing/order-fixture';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

// Component level: the network is mocked at the kernel's fetchers (their own tests run them on fetch).
jest.mock('@chokdee/shared-kernel/api/orders', () => ({
  fetchOrder: jest.fn(),
  uploadPaymentSlip: jest.fn(),
  cancelOrder: jest.fn(),
  fetchOrderSlip: jest.fn(),
}));

const getOrder = jest.mocked(fetchOrder);
const upload = jest.mocked(uploadPaymentSlip);
const cancel = jest.mocked(cancelOrder);
const getSlip = jest.mocked(fetchOrderSlip);

beforeEach(() => {
  getOrder.mockReset();
  upload.mockReset();
  cancel.mockReset();
  getSlip.mockReset();
  URL.createObjectURL = jest.fn(() => 'blob:slip');
  URL.revokeObjectURL = jest.fn();
});

async function openOrder(order = orderFixture()) {
  getOrder.mockResolvedValue(order);
  const view = await renderRoute(appRoutes, `/orders/${order.code}`);
  await screen.findByRole('heading', { level: 1, name: order.code });
  return view;
}

function jpeg(name = 'slip.jpg'): File {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });
}

describe('order page', () => {
  it('shows a reserved order: facts, tickets, time left, the bank account and the PromptPay QR', async () => {
    await openOrder();
    expect(getOrder).toHaveBeenCalledWith('OD-2611-0001', expect.anything());

    expect(screen.getByText('จองแล้ว')).toHaveAttribute('data-status', 'reserved');
    expect(screen.getByText('ร้านโชคดีพารวย', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('1 ธันวาคม 2569')).toBeInTheDocument();
    const tickets = screen.getByRole('list', { name: 'รายการสลาก' });
    expect(within(tickets).getByText('123456')).toBeInTheDocument();
    expect(within(tickets).getByText('000789')).toBeInTheDocument();
    expect(within(tickets).getByText('ชุดที่ 12')).toBeInTheDocument();
    expect(screen.getByText('240 บาท', { selector: 'dd' })).toBeInTheDocument();

    // 20 minutes from the server's own `now`, whatever the device clock says.
    expect(screen.getByRole('timer')).toHaveTextContent('20:00');

    const payment = screen.getByRole('region', { name: 'วิธีชำระเงิน' });
    expect(within(payment).getByText('ธนาคารกสิกรไทย')).toBeInTheDocument();
    expect(within(payment).getByText('123-4-56789-0')).toBeInTheDocument();
    expect(within(payment).getByText('ร้านโชคดีพารวย')).toBeInTheDocument();
    const qr = within(payment).getByRole('img', { name: 'คิวอาร์โค้ดพร้อมเพย์ สำหรับชำระเงิน 240 บาท' });
    expect(qr).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');

    expect(screen.getByRole('form', { name: 'อัพโหลดสลิปการโอนเงิน' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' })).toBeInTheDocument();
  });

  it('copies the account number without dashes', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openOrder();
    await user.click(screen.getByRole('button', { name: 'คัดลอกเลขที่บัญชี' }));
    expect(writeText).toHaveBeenCalledWith('1234567890');
    expect(await screen.findByText('คัดลอกเลขที่บัญชีแล้ว')).toBeInTheDocument();
  });

  it('counts down every second', async () => {
    jest.useFakeTimers();
    try {
      await openOrder();
      expect(screen.getByRole('timer')).toHaveTextContent('20:00');
      act(() => jest.advanceTimersByTime(2000));
      expect(screen.getByRole('timer')).toHaveTextContent('19:58');
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves out the QR when the store has no PromptPay id', async () => {
    await openOrder(
      orderFixture({
        payment: { ...orderFixture().payment, promptpay_id: null, promptpay_qr: null },
      }),
    );
    expect(screen.queryByRole('img', { name: /คิวอาร์โค้ด/ })).not.toBeInTheDocument();
    expect(screen.getByText('123-4-56789-0')).toBeInTheDocument();
  });

  it('says the time ran out and offers no payment once pay_before has passed', async () => {
    await openOrder(orderFixture({ pay_before: '2026-11-21T11:00:00.000Z' }));
    expect(screen.getByText('หมดเวลาชำระเงินแล้ว')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'เลือกซื้อสลากใหม่' })).toHaveAttribute('href', '/dealers');
  });

  it('shows a slip waiting for the store, and the member may look at it', async () => {
    const user = userEvent.setup();
    getSlip.mockResolvedValue(new Blob(['x'], { type: 'image/png' }));
    await openOrder(
      orderFixture({ status: 'slip_uploaded', has_slip: true, slip_uploaded_at: '2026-11-21T11:05:00.000Z' }),
    );
    expect(screen.getAllByText('อัพโหลดสลิปแล้ว')[0]).toHaveAttribute('data-status', 'slip_uploaded');
    expect(screen.getByText('ได้รับสลิปแล้ว รอร้านค้าตรวจสอบ')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ดูสลิปที่อัพโหลด' }));
    const dialog = await screen.findByRole('dialog', { name: 'สลิปของคำสั่งซื้อ OD-2611-0001' });
    expect(await within(dialog).findByRole('img')).toHaveAttribute('src', 'blob:slip');
    expect(getSlip).toHaveBeenCalledWith('OD-2611-0001', expect.anything());
  });

  it('sends a paid order to the safe', async () => {
    await openOrder(
      orderFixture({ status: 'ordered', has_slip: true, confirmed_at: '2026-11-21T11:10:00.000Z' }),
    );
    expect(screen.getByText('การสั่งซื้อเสร็จสมบูรณ์')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ไปที่ตู้เซฟ' })).toHaveAttribute('href', '/members/safe');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('reads clearly when timed out or cancelled', async () => {
    const { unmount } = await openOrder(orderFixture({ status: 'timeout' }));
    expect(screen.getAllByText('หมดเวลา')[0]).toHaveAttribute('data-status', 'timeout');
    expect(screen.getByText('หมดเวลาชำระเงิน')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    unmount();

    await openOrder(orderFixture({ status: 'cancelled' }));
    expect(screen.getByText('ยกเลิก')).toHaveAttribute('data-status', 'cancelled');
    expect(screen.getByText('คำสั่งซื้อนี้ถูกยกเลิกแล้ว')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' })).not.toBeInTheDocument();
  });

  it('shows why a slip was rejected and asks for a new one', async () => {
    await openOrder(orderFixture({ rejected_reason: 'ยอดเงินไม่ตรง' }));
    expect(screen.getByRole('alert')).toHaveTextContent('สลิปถูกปฏิเสธ: ยอดเงินไม่ตรง');
    expect(screen.getByRole('form', { name: 'อัพโหลดสลิปใหม่' })).toBeInTheDocument();
  });

  it('uploads a slip: says so, shows the new status, tracks the purchase and refreshes the count', async () => {
    const user = userEvent.setup();
    const order = orderFixture();
    const tracked = jest.fn();
    const unbind = on('track:Purchase', tracked);
    upload.mockResolvedValue(
      orderFixture({ status: 'slip_uploaded', has_slip: true, payment_channel: 'promptpay' }),
    );
    await openOrder(order);

    await user.upload(screen.getByLabelText('ไฟล์สลิป'), jpeg());
    await user.click(screen.getByRole('button', { name: 'อัพโหลดสลิป' }));

    expect(await screen.findByRole('status')).toHaveTextContent('อัพโหลดสลิปแล้ว');
    expect(screen.getAllByText('อัพโหลดสลิปแล้ว').some((el) => el.dataset.status === 'slip_uploaded')).toBe(
      true,
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(12, expect.any(File), 'promptpay');
    expect(tracked).toHaveBeenCalledWith({
      value: 240,
      currency: 'THB',
      content_ids: ['123456', '000789'],
      num_items: 2,
      order_code: 'OD-2611-0001',
    });
    unbind();
  });

  it('cancels only after the member confirms', async () => {
    const user = userEvent.setup();
    cancel.mockResolvedValue(orderFixture({ status: 'cancelled' }));
    await openOrder();

    await user.click(screen.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }));
    let dialog = screen.getByRole('alertdialog', { name: 'ยกเลิกคำสั่งซื้อ' });
    expect(dialog).toHaveTextContent('คุณต้องการยกเลิกคำสั่งซื้อ OD-2611-0001 ?');
    await user.click(within(dialog).getByRole('button', { name: 'ไม่ยกเลิก' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }));
    dialog = screen.getByRole('alertdialog', { name: 'ยกเลิกคำสั่งซื้อ' });
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }));

    expect(await screen.findByRole('status')).toHaveTextContent('ยกเลิกคำสั่งซื้อแล้ว');
    expect(cancel).toHaveBeenCalledWith('OD-2611-0001');
    expect(screen.getByText('คำสั่งซื้อนี้ถูกยกเลิกแล้ว')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s message when the cancel fails', async () => {
    const user = userEvent.setup();
    cancel.mockRejectedValue(
      new ApiRequestError({ message: 'ไม่สามารถยกเลิกคำสั่งซื้อนี้ได้', errors: [], status: 422 }),
    );
    await openOrder();
    await user.click(screen.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ไม่สามารถยกเลิกคำสั่งซื้อนี้ได้');
  });

  it('says ไม่พบคำสั่งซื้อ for an unknown code', async () => {
    getOrder.mockRejectedValue(new ApiRequestError({ message: 'ไม่พบคำสั่งซื้อ', errors: [], status: 404 }));
    await renderRoute(appRoutes, '/orders/NOPE');
    expect(await screen.findByRole('heading', { name: 'ไม่พบคำสั่งซื้อ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ดูคำสั่งซื้อที่รอชำระเงิน' })).toHaveAttribute(
      'href',
      '/members/orders',
    );
  });

  it('offers a retry when the order cannot be loaded', async () => {
    const user = userEvent.setup();
    getOrder.mockRejectedValueOnce(
      new ApiRequestError({ message: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้', errors: [], status: 0 }),
    );
    getOrder.mockResolvedValueOnce(orderFixture());
    await renderRoute(appRoutes, '/orders/OD-2611-0001');
    expect(await screen.findByText('ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ลองใหม่อีกครั้ง' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('OD-2611-0001'));
  });
});
