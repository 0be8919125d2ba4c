import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Nanostores from 'nanostores';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { fetchDealerOrderSlip, fetchDealerOrders, postSlipDecision } from '../../features/dealer/api/dealer';
import type { DealerOrder } from '@chokdee/shared-contract/schemas/order';
import { $user, logout } from '@chokdee/shared-kernel/stores/auth';
import { clearAuthToken, setAuthToken } from '@chokdee/shared-kernel/api/auth-token';
import { dealerOrderFixture } from '../../testing/order-fixture';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

jest.mock('../../features/dealer/api/dealer', () => ({
  fetchDealerOrders: jest.fn(),
  fetchDealerOrderSlip: jest.fn(),
  postSlipDecision: jest.fn(),
}));
jest.mock('@chokdee/shared-kernel/stores/auth', () => {
  const { atom } = jest.requireActual<typeof Nanostores>('nanostores');
  return { logout: jest.fn(), $user: atom(null) };
});

const getOrders = jest.mocked(fetchDealerOrders);
const getSlip = jest.mocked(fetchDealerOrderSlip);
const decide = jest.mocked(postSlipDecision);

const slipOrder = dealerOrderFixture({
  slip_reference: { sending_bank: '004', transaction_ref: '015278220959BPP13419' },
});
const second = dealerOrderFixture({ code: 'OD-2611-0002', member_name: 'สมหญิง รักดี', member_tel: null });

function pageOf(data: DealerOrder[]) {
  return { data, meta: { page: 1, per_page: 20, total: data.length, last_page: 1 } };
}

beforeEach(() => {
  getOrders
    .mockReset()
    .mockImplementation(async ({ status } = {}) =>
      pageOf(status === 'slip_uploaded' ? [slipOrder, second] : []),
    );
  getSlip.mockReset();
  decide.mockReset();
  URL.createObjectURL = jest.fn(() => 'blob:slip');
  URL.revokeObjectURL = jest.fn();
  setAuthToken('dealer-token');
});

afterEach(() => clearAuthToken());

async function openOrders(path = '/dealer/orders') {
  const view = await renderRoute(appRoutes, path);
  await screen.findByRole('article', { name: 'OD-2611-0001' });
  return view;
}

describe('dealer orders', () => {
  it('asks a visitor without a token to log in as a dealer, and asks the API nothing', async () => {
    clearAuthToken();
    await renderRoute(appRoutes, '/dealer/orders');
    expect(await screen.findByText('กรุณาเข้าสู่ระบบด้วยบัญชีร้านค้า')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบร้านค้า' })).toHaveAttribute('href', '/dealer/login');
    expect(getOrders).not.toHaveBeenCalled();
  });

  it('tells a member logged in without the dealer scope to log in as a dealer, and asks the API nothing', async () => {
    const user = $user as unknown as { set: (value: unknown) => void };
    user.set({ id: 1, ref: 'm1', name: 'สมาชิก', scope: [] });
    try {
      await renderRoute(appRoutes, '/dealer/orders');
      expect(await screen.findByText(/ไม่ใช่บัญชีร้านค้า/)).toBeInTheDocument();
      expect(getOrders).not.toHaveBeenCalled();
    } finally {
      user.set(null);
    }
  });

  it('asks for a dealer login when the API answers 401 or 403', async () => {
    getOrders.mockRejectedValue(
      new ApiRequestError({ message: 'คุณไม่มีสิทธิ์ทำรายการนี้', errors: [], status: 403 }),
    );
    await renderRoute(appRoutes, '/dealer/orders');
    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบร้านค้า' })).toHaveAttribute(
      'href',
      '/dealer/login',
    );
    expect(screen.getByText(/ไม่ใช่บัญชีร้านค้า/)).toBeInTheDocument();
  });

  it('opens on the slips to check, each order with buyer, tickets, amount and time', async () => {
    await openOrders();
    expect(getOrders).toHaveBeenCalledWith({ status: 'slip_uploaded', page: 1, per_page: 20 });
    expect(screen.getByRole('tab', { name: 'รอตรวจสลิป' })).toHaveAttribute('aria-selected', 'true');

    const card = screen.getByRole('article', { name: 'OD-2611-0001' });
    expect(within(card).getByText('สมชาย ใจดี')).toBeInTheDocument();
    expect(within(card).getByText(/081 234 5678/)).toBeInTheDocument();
    expect(within(card).getByText('240 บาท')).toBeInTheDocument();
    expect(within(card).getByText('21/11/69 18:05 น.')).toBeInTheDocument();
    expect(within(card).getByText('โอนเงินเข้าบัญชีธนาคาร')).toBeInTheDocument();
    const tickets = within(card).getByRole('list', { name: 'สลาก 2 ใบ' });
    expect(within(tickets).getByText('123456')).toBeInTheDocument();
    expect(within(tickets).getByText('ชุดที่ 12')).toBeInTheDocument();

    const other = screen.getByRole('article', { name: 'OD-2611-0002' });
    expect(within(other).getByText('สมหญิง รักดี')).toBeInTheDocument();
  });

  it('shows the bank and the reference read from the slip’s QR beside it, or says there was none', async () => {
    await openOrders();
    const card = screen.getByRole('article', { name: 'OD-2611-0001' });
    expect(within(card).getByText('เลขอ้างอิงการโอน (QR ในสลิป)')).toBeInTheDocument();
    expect(within(card).getByText('015278220959BPP13419')).toBeInTheDocument();
    expect(within(card).getByText(/ธนาคารกสิกรไทย \(004\)/)).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'OD-2611-0002' });
    expect(within(other).getByText('ไม่พบ QR ในสลิป ตรวจสลิปด้วยตา')).toBeInTheDocument();
  });

  it('fetches the slip with the token and shows the image, revoking its URL on close', async () => {
    const user = userEvent.setup();
    getSlip.mockResolvedValue(new Blob(['x'], { type: 'image/jpeg' }));
    await openOrders();
    const card = screen.getByRole('article', { name: 'OD-2611-0001' });
    await user.click(within(card).getByRole('button', { name: 'ดูสลิป' }));

    const dialog = await screen.findByRole('dialog', { name: 'สลิปของคำสั่งซื้อ OD-2611-0001' });
    expect(await within(dialog).findByRole('img', { name: 'สลิปของคำสั่งซื้อ OD-2611-0001' })).toHaveAttribute(
      'src',
      'blob:slip',
    );
    expect(getSlip).toHaveBeenCalledWith('OD-2611-0001', expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:slip');
  });

  it('offers a PDF slip as a link', async () => {
    const user = userEvent.setup();
    getSlip.mockResolvedValue(new Blob(['%PDF'], { type: 'application/pdf' }));
    await openOrders();
    await user.click(
      within(screen.getByRole('article', { name: 'OD-2611-0001' })).getByRole('button', { name: 'ดูสลิป' }),
    );
    const link = await screen.findByRole('link', { name: 'เปิดสลิป (PDF)' });
    expect(link).toHaveAttribute('href', 'blob:slip');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says why a slip could not be loaded', async () => {
    const user = userEvent.setup();
    getSlip.mockRejectedValue(new ApiRequestError({ message: 'ไม่พบสลิป', errors: [], status: 404 }));
    await openOrders();
    await user.click(
      within(screen.getByRole('article', { name: 'OD-2611-0001' })).getByRole('button', { name: 'ดูสลิป' }),
    );
    expect(await screen.findByText('โหลดสลิปไม่สำเร็จ: ไม่พบสลิป')).toBeInTheDocument();
  });

  it('confirms a payment after asking, and the order leaves the list', async () => {
    const user = userEvent.setup();
    decide.mockResolvedValue({ ...slipOrder, status: 'ordered', confirmed_at: '2026-11-21T11:10:00.000Z' });
    await openOrders();
    const card = screen.getByRole('article', { name: 'OD-2611-0001' });
    await user.click(within(card).getByRole('button', { name: 'ยืนยันการชำระเงิน' }));

    const dialog = screen.getByRole('alertdialog', { name: 'ยืนยันการชำระเงิน' });
    expect(dialog).toHaveTextContent('ได้รับเงิน 240 บาท จาก สมชาย ใจดี สำหรับคำสั่งซื้อ OD-2611-0001');
    expect(decide).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการชำระเงิน' }));

    expect(await screen.findByRole('status')).toHaveTextContent('ยืนยันการชำระเงินคำสั่งซื้อ OD-2611-0001 แล้ว');
    expect(decide).toHaveBeenCalledWith('OD-2611-0001', { decision: 'confirm' });
    expect(screen.queryByRole('article', { name: 'OD-2611-0001' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'OD-2611-0002' })).toBeInTheDocument();
  });

  it('rejects a slip only with a reason', async () => {
    const user = userEvent.setup();
    decide.mockResolvedValue({ ...second, status: 'reserved', rejected_reason: 'ยอดเงินไม่ตรง' });
    await openOrders();
    const card = screen.getByRole('article', { name: 'OD-2611-0002' });
    await user.click(within(card).getByRole('button', { name: 'ปฏิเสธสลิป' }));

    const dialog = screen.getByRole('alertdialog', { name: 'ปฏิเสธสลิป' });
    await user.click(within(dialog).getByRole('button', { name: 'ปฏิเสธสลิป' }));
    expect(within(dialog).getByText('กรุณาระบุเหตุผล')).toBeInTheDocument();
    expect(decide).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/เหตุผลที่ปฏิเสธ/), 'ยอดเงินไม่ตรง');
    await user.click(within(dialog).getByRole('button', { name: 'ปฏิเสธสลิป' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ปฏิเสธสลิปของคำสั่งซื้อ OD-2611-0002 แล้ว');
    expect(decide).toHaveBeenCalledWith('OD-2611-0002', { decision: 'reject', reason: 'ยอดเงินไม่ตรง' });
    expect(screen.queryByRole('article', { name: 'OD-2611-0002' })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s message when a decision fails', async () => {
    const user = userEvent.setup();
    decide.mockRejectedValue(new ApiRequestError({ message: 'คำสั่งซื้อนี้ถูกตัดสินแล้ว', errors: [], status: 409 }));
    await openOrders();
    await user.click(
      within(screen.getByRole('article', { name: 'OD-2611-0001' })).getByRole('button', {
        name: 'ยืนยันการชำระเงิน',
      }),
    );
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการชำระเงิน' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('คำสั่งซื้อนี้ถูกตัดสินแล้ว');
    expect(screen.getByRole('article', { name: 'OD-2611-0001' })).toBeInTheDocument();
  });

  it('switches tabs by status through the URL', async () => {
    const user = userEvent.setup();
    const reserved = dealerOrderFixture({
      code: 'OD-R',
      status: 'reserved',
      has_slip: false,
      slip_uploaded_at: null,
    });
    getOrders.mockImplementation(async ({ status } = {}) =>
      pageOf(status === 'reserved' ? [reserved] : [slipOrder]),
    );
    await openOrders();
    await user.click(screen.getByRole('tab', { name: 'รอชำระเงิน' }));
    const card = await screen.findByRole('article', { name: 'OD-R' });
    expect(getOrders).toHaveBeenLastCalledWith({ status: 'reserved', page: 1, per_page: 20 });
    expect(screen.getByRole('tab', { name: 'รอชำระเงิน' })).toHaveAttribute('aria-selected', 'true');
    // Nothing to decide on an unpaid order.
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'ยกเลิก' }));
    expect(await screen.findByText('ไม่มีคำสั่งซื้อที่ยกเลิก')).toBeInTheDocument();
  });

  it('links to the store’s prize claims, marking the orders as the page open', async () => {
    await openOrders();
    const nav = screen.getByRole('navigation', { name: 'เมนูร้านค้า' });
    expect(within(nav).getByRole('link', { name: 'คำสั่งซื้อ' })).toHaveAttribute('aria-current', 'page');
    const claims = within(nav).getByRole('link', { name: 'ขึ้นเงินรางวัล' });
    expect(claims).toHaveAttribute('href', '/dealer/prize-claims');
    expect(claims).not.toHaveAttribute('aria-current');
  });

  it('logs the dealer out', async () => {
    const user = userEvent.setup();
    jest.mocked(logout).mockImplementation(async () => clearAuthToken());
    const { pathname } = await openOrders();
    await user.click(screen.getByRole('button', { name: 'ออกจากระบบ' }));
    await waitFor(() => expect(pathname()).toBe('/dealer/login'));
    await act(async () => undefined);
  });
});
