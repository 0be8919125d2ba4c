import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Nanostores from 'nanostores';
import type { DealerPrizeClaim, StoreClaimFee } from '@chokdee/shared-contract/schemas/prize-claim';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { clearAuthToken, setAuthToken } from '@chokdee/shared-kernel/api/auth-token';
import { fetchLotteryDraws } from '@chokdee/shared-kernel/api/lottery';
import { $user, logout } from '@chokdee/shared-kernel/stores/auth';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { fetchClaimFee, putClaimFee } from '../../features/dealer-prize-claims/api/claim-fee';
import {
  fetchClaimsCsv,
  fetchDealerPrizeClaims,
  fetchPayoutSlip,
  postClaimStep,
  uploadPayoutSlip,
} from '../../features/dealer-prize-claims/api/dealer-prize-claims';
import {
  dealerClaimFixture,
  inPersonClaimFixture,
} from '../../features/dealer-prize-claims/testing/dealer-claim-fixture';
import { pastDraws } from '../../testing/past-draws';
import { appRoutes } from '../app-routes';

jest.mock('../../features/dealer-prize-claims/api/dealer-prize-claims', () => ({
  ...jest.requireActual('../../features/dealer-prize-claims/api/dealer-prize-claims'),
  fetchDealerPrizeClaims: jest.fn(),
  postClaimStep: jest.fn(),
  uploadPayoutSlip: jest.fn(),
  fetchPayoutSlip: jest.fn(),
  fetchClaimsCsv: jest.fn(),
}));
jest.mock('../../features/dealer-prize-claims/api/claim-fee', () => ({
  fetchClaimFee: jest.fn(),
  putClaimFee: jest.fn(),
}));
jest.mock('@chokdee/shared-kernel/api/lottery', () => ({
  ...jest.requireActual('@chokdee/shared-kernel/api/lottery'),
  fetchLotteryDraws: jest.fn(),
}));
jest.mock('@chokdee/shared-kernel/stores/auth', () => {
  const { atom } = jest.requireActual<typeof Nanostores>('nanostores');
  return { logout: jest.fn(), $user: atom(null) };
});

const getClaims = jest.mocked(fetchDealerPrizeClaims);
const step = jest.mocked(postClaimStep);
const upload = jest.mocked(uploadPayoutSlip);
const getSlip = jest.mocked(fetchPayoutSlip);
const getCsv = jest.mocked(fetchClaimsCsv);
const getFee = jest.mocked(fetchClaimFee);
const putFee = jest.mocked(putClaimFee);
const getDraws = jest.mocked(fetchLotteryDraws);

const requested = dealerClaimFixture();
const checkingTransfer = dealerClaimFixture({
  id: 9,
  code: 'PC-000009',
  status: 'checking',
  checking_at: '2026-05-17T04:00:00.000Z',
});
const inPerson = inPersonClaimFixture();
const paid = dealerClaimFixture({
  id: 10,
  code: 'PC-000010',
  status: 'paid',
  has_payout_slip: true,
  settled_at: '2026-05-18T04:00:00.000Z',
});
const defaultFee: StoreClaimFee = { fee_bps: null, default_fee_bps: 100 };

function pageOf(data: DealerPrizeClaim[], page = 1, lastPage = 1) {
  return { data, meta: { page, per_page: 20, total: data.length, last_page: lastPage } };
}

const conflict = (message: string) => new ApiRequestError({ message, errors: [], status: 409 });

beforeEach(() => {
  getClaims.mockReset().mockResolvedValue(pageOf([requested, checkingTransfer, inPerson, paid]));
  step.mockReset();
  upload.mockReset();
  getSlip.mockReset();
  getCsv.mockReset();
  getFee.mockReset().mockResolvedValue(defaultFee);
  putFee.mockReset();
  getDraws.mockReset().mockResolvedValue(pastDraws);
  URL.createObjectURL = jest.fn(() => 'blob:file');
  URL.revokeObjectURL = jest.fn();
  setAuthToken('dealer-token');
});

afterEach(() => clearAuthToken());

async function openClaims(path = '/dealer/prize-claims') {
  const view = await renderRoute(appRoutes, path);
  await screen.findByRole('article', { name: 'PC-000007' });
  return view;
}

const card = (code: string) => screen.getByRole('article', { name: code });

describe('who may see the claims', () => {
  it('asks a visitor without a token to log in as a dealer, and asks the API nothing', async () => {
    clearAuthToken();
    await renderRoute(appRoutes, '/dealer/prize-claims');
    expect(await screen.findByText('กรุณาเข้าสู่ระบบด้วยบัญชีร้านค้า')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบร้านค้า' })).toHaveAttribute('href', '/dealer/login');
    expect(getClaims).not.toHaveBeenCalled();
    expect(getFee).not.toHaveBeenCalled();
  });

  it('tells a member without the dealer scope to log in as a dealer, and asks the API nothing', async () => {
    const user = $user as unknown as { set: (value: unknown) => void };
    user.set({ id: 1, ref: 'm1', name: 'สมาชิก', scope: [] });
    try {
      const { unmount } = await renderRoute(appRoutes, '/dealer/prize-claims');
      expect(await screen.findByText(/ไม่ใช่บัญชีร้านค้า/)).toBeInTheDocument();
      expect(getClaims).not.toHaveBeenCalled();
      expect(getFee).not.toHaveBeenCalled();
      // Gone before the member is: no dealer call starts as the test ends.
      unmount();
    } finally {
      user.set(null);
    }
  });

  it('asks for a dealer login when the API answers 403', async () => {
    getClaims.mockRejectedValue(
      new ApiRequestError({ message: 'คุณไม่มีสิทธิ์ทำรายการนี้', errors: [], status: 403 }),
    );
    await renderRoute(appRoutes, '/dealer/prize-claims');
    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบร้านค้า' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('says in Thai when the list cannot load, with a retry', async () => {
    const user = userEvent.setup();
    getClaims.mockRejectedValueOnce(
      new ApiRequestError({ message: 'ระบบขัดข้อง กรุณาลองใหม่', errors: [], status: 503 }),
    );
    await renderRoute(appRoutes, '/dealer/prize-claims');
    expect(await screen.findByText('โหลดคำขอขึ้นเงินรางวัลไม่สำเร็จ')).toBeInTheDocument();
    expect(screen.getByText('ระบบขัดข้อง กรุณาลองใหม่')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ลองใหม่อีกครั้ง' }));
    expect(await screen.findByRole('article', { name: 'PC-000007' })).toBeInTheDocument();
  });

  it('logs the dealer out', async () => {
    const user = userEvent.setup();
    jest.mocked(logout).mockImplementation(async () => clearAuthToken());
    const { pathname } = await openClaims();
    await user.click(screen.getByRole('button', { name: 'ออกจากระบบ' }));
    await waitFor(() => expect(pathname()).toBe('/dealer/login'));
    await act(async () => undefined);
  });
});

describe('the list', () => {
  it('opens on every claim, each card with member, ticket, draw, kind, amounts and account', async () => {
    await openClaims();
    expect(getClaims).toHaveBeenCalledWith(
      { status: undefined, drawDate: undefined, page: 1, perPage: 20 },
      expect.anything(),
    );
    expect(screen.getByRole('tab', { name: 'ทั้งหมด' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'ทั้งหมด',
      'ส่งคำขอแล้ว',
      'กำลังตรวจสอบสลาก',
      'โอนเงินแล้ว',
      'ส่งมอบสลากแล้ว',
      'ไม่อนุมัติ',
    ]);

    const claim = within(card('PC-000007'));
    expect(claim.getByText('ส่งคำขอแล้ว')).toBeInTheDocument();
    expect(claim.getByText('สมชาย ใจดี')).toBeInTheDocument();
    expect(claim.getByText(/081 234 5678/)).toBeInTheDocument();
    expect(claim.getByText('123456')).toBeInTheDocument();
    expect(claim.getByText('ชุดที่ 12 · งวดวันที่ 16/05/2569')).toBeInTheDocument();
    expect(claim.getByText('โอนเข้าบัญชี', { selector: 'dd' })).toBeInTheDocument();
    const amounts = claim.getByRole('table', { name: 'ยอดเงินรางวัล' });
    expect(within(amounts).getByRole('row', { name: 'รางวัลเลขท้าย 2 ตัว 2,000.00 บาท' })).toBeInTheDocument();
    expect(within(amounts).getByRole('row', { name: 'หักอากรแสตมป์ 0.5% -10.00 บาท' })).toBeInTheDocument();
    expect(
      within(amounts).getByRole('row', { name: 'หักค่าบริการขึ้นเงินรางวัล 1.33% -26.60 บาท' }),
    ).toBeInTheDocument();
    expect(within(amounts).getByRole('row', { name: 'ยอดสุทธิ 1,963.40 บาท' })).toBeInTheDocument();
    expect(claim.getByText('ธนาคารกสิกรไทย')).toBeInTheDocument();
    expect(claim.getByText('123-4-56789-0')).toBeInTheDocument();
    expect(claim.getByText('นายสมชาย ใจดี')).toBeInTheDocument();

    const gloClaim = within(card('PC-000008'));
    expect(gloClaim.getByText('ขึ้นเงินด้วยตนเองที่ สนง.สลากฯ')).toBeInTheDocument();
    expect(gloClaim.queryByText('โอนเข้าบัญชี')).not.toBeInTheDocument();
    expect(gloClaim.getByRole('row', { name: 'ยอดสุทธิ 5,970,000.00 บาท' })).toBeInTheDocument();
  });

  it('copies the account number to pay', async () => {
    const user = userEvent.setup();
    await openClaims();
    await user.click(within(card('PC-000007')).getByRole('button', { name: 'คัดลอกเลขที่บัญชี' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('1234567890');
  });

  it('asks for the tab’s status and the chosen draw, keeping both in the URL', async () => {
    const user = userEvent.setup();
    const { location } = await openClaims();
    await user.click(screen.getByRole('tab', { name: 'กำลังตรวจสอบสลาก' }));
    await waitFor(() =>
      expect(getClaims).toHaveBeenLastCalledWith(
        { status: 'checking', drawDate: undefined, page: 1, perPage: 20 },
        expect.anything(),
      ),
    );
    expect(screen.getByRole('tab', { name: 'กำลังตรวจสอบสลาก' })).toHaveAttribute('aria-selected', 'true');

    const draw = screen.getByRole('combobox', { name: 'งวดวันที่' });
    await waitFor(() =>
      expect(within(draw).getByRole('option', { name: '16 พฤษภาคม 2569' })).toBeInTheDocument(),
    );
    await user.selectOptions(draw, '2026-05-02');
    await waitFor(() =>
      expect(getClaims).toHaveBeenLastCalledWith(
        { status: 'checking', drawDate: '2026-05-02', page: 1, perPage: 20 },
        expect.anything(),
      ),
    );
    expect(location()).toBe('/dealer/prize-claims?status=checking&draw_date=2026-05-02');

    await user.click(screen.getByRole('tab', { name: 'ทั้งหมด' }));
    await waitFor(() => expect(location()).toBe('/dealer/prize-claims?draw_date=2026-05-02'));
  });

  it('reads the filters and page from the URL and pages on the server', async () => {
    getClaims.mockResolvedValue(pageOf([paid], 2, 3));
    const user = userEvent.setup();
    const { location } = await renderRoute(
      appRoutes,
      '/dealer/prize-claims?status=paid&draw_date=2026-05-16&page=2',
    );
    await screen.findByRole('article', { name: 'PC-000010' });
    expect(getClaims).toHaveBeenCalledWith(
      { status: 'paid', drawDate: '2026-05-16', page: 2, perPage: 20 },
      expect.anything(),
    );
    expect(screen.getByText('หน้า 2 จาก 3')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'หน้าถัดไป' }));
    expect(location()).toBe('/dealer/prize-claims?status=paid&draw_date=2026-05-16&page=3');
  });

  it('says when nothing matches the filters', async () => {
    getClaims.mockResolvedValue(pageOf([]));
    await renderRoute(appRoutes, '/dealer/prize-claims?status=refused&draw_date=2026-05-16');
    expect(await screen.findByText('ไม่มีคำขอขึ้นเงินรางวัลที่ไม่อนุมัติในงวดนี้')).toBeInTheDocument();
  });
});

describe('actions on a claim', () => {
  it('offers what each state allows', async () => {
    await openClaims();
    const names = (code: string) =>
      within(card(code))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(names('PC-000007')).toEqual(['คัดลอก', 'เริ่มตรวจสอบสลาก', 'ไม่อนุมัติ']);
    expect(names('PC-000009')).toEqual(['คัดลอก', 'โอนเงินแล้ว แนบสลิป', 'ไม่อนุมัติ']);
    expect(names('PC-000008')).toEqual(['ส่งมอบสลากแล้ว', 'ไม่อนุมัติ']);
    expect(names('PC-000010')).toEqual(['คัดลอก', 'ดูสลิปการโอน']);
  });

  it('starts checking a new claim and the card shows the answer', async () => {
    const user = userEvent.setup();
    step.mockResolvedValue({ ...requested, status: 'checking', checking_at: '2026-05-17T05:00:00.000Z' });
    await openClaims();
    await user.click(within(card('PC-000007')).getByRole('button', { name: 'เริ่มตรวจสอบสลาก' }));

    expect(step).toHaveBeenCalledWith(7, { step: 'checking' });
    expect(await screen.findByText('เริ่มตรวจสอบสลากของคำขอ PC-000007 แล้ว')).toHaveAttribute('role', 'status');
    const updated = within(card('PC-000007'));
    expect(updated.getByText('กำลังตรวจสอบสลาก')).toBeInTheDocument();
    expect(updated.queryByRole('button', { name: 'เริ่มตรวจสอบสลาก' })).not.toBeInTheDocument();
    expect(updated.getByRole('button', { name: 'โอนเงินแล้ว แนบสลิป' })).toBeInTheDocument();
  });

  it('shows the API’s message on the card when a step fails, and keeps the claim as it was', async () => {
    const user = userEvent.setup();
    step.mockRejectedValue(new ApiRequestError({ message: 'ระบบขัดข้อง กรุณาลองใหม่', errors: [], status: 503 }));
    await openClaims();
    await user.click(within(card('PC-000007')).getByRole('button', { name: 'เริ่มตรวจสอบสลาก' }));
    expect(await within(card('PC-000007')).findByRole('alert')).toHaveTextContent('ระบบขัดข้อง กรุณาลองใหม่');
    expect(within(card('PC-000007')).getByText('ส่งคำขอแล้ว')).toBeInTheDocument();
    expect(getClaims).toHaveBeenCalledTimes(1);
  });

  it('reads the list again when the claim moved on elsewhere, so the card shows where it is now', async () => {
    const user = userEvent.setup();
    step.mockRejectedValue(conflict('สถานะคำขอเปลี่ยนไปแล้ว กรุณาโหลดรายการใหม่'));
    await openClaims();
    getClaims.mockResolvedValue(pageOf([{ ...requested, status: 'checking' }]));
    await user.click(within(card('PC-000007')).getByRole('button', { name: 'เริ่มตรวจสอบสลาก' }));

    expect(await within(card('PC-000007')).findByRole('alert')).toHaveTextContent(
      'สถานะคำขอเปลี่ยนไปแล้ว กรุณาโหลดรายการใหม่',
    );
    expect(await within(card('PC-000007')).findByText('กำลังตรวจสอบสลาก')).toBeInTheDocument();
    expect(getClaims).toHaveBeenCalledTimes(2);
    expect(within(card('PC-000007')).getByRole('button', { name: 'โอนเงินแล้ว แนบสลิป' })).toBeInTheDocument();
  });

  it('refuses only with a reason, counting its characters, and shows the reason after', async () => {
    const user = userEvent.setup();
    step.mockResolvedValue({
      ...requested,
      status: 'refused',
      refuse_reason: 'เลขสลากไม่ตรง',
      refused_at: '2026-05-17T05:00:00.000Z',
    });
    await openClaims();
    await user.click(within(card('PC-000007')).getByRole('button', { name: 'ไม่อนุมัติ' }));

    const dialog = screen.getByRole('alertdialog', { name: 'ไม่อนุมัติคำขอขึ้นเงินรางวัล' });
    await user.type(within(dialog).getByLabelText(/เหตุผลที่ไม่อนุมัติ/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติ' }));
    expect(within(dialog).getByText('กรุณาระบุเหตุผลที่ไม่อนุมัติ')).toBeInTheDocument();
    expect(step).not.toHaveBeenCalled();

    const reason = within(dialog).getByLabelText(/เหตุผลที่ไม่อนุมัติ/);
    await user.clear(reason);
    await user.type(reason, 'เลขสลากไม่ตรง');
    expect(within(dialog).getByText('13/300 ตัวอักษร')).toBeInTheDocument();
    expect(reason).toHaveAttribute('maxlength', '300');
    await user.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติ' }));

    expect(step).toHaveBeenCalledWith(7, { step: 'refused', reason: 'เลขสลากไม่ตรง' });
    expect(await screen.findByText('ไม่อนุมัติคำขอ PC-000007 แล้ว')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const updated = within(card('PC-000007'));
    expect(updated.getByText('เหตุผลที่ไม่อนุมัติ: เลขสลากไม่ตรง')).toBeInTheDocument();
    expect(updated.queryByRole('button', { name: 'ไม่อนุมัติ' })).not.toBeInTheDocument();
  });

  it('keeps the dialog and the typed reason when refusing fails', async () => {
    const user = userEvent.setup();
    step.mockRejectedValue(conflict('คำขอนี้โอนเงินแล้ว ไม่อนุมัติไม่ได้'));
    await openClaims();
    await user.click(within(card('PC-000009')).getByRole('button', { name: 'ไม่อนุมัติ' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/เหตุผลที่ไม่อนุมัติ/), 'สลากชำรุด');
    await user.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติ' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('คำขอนี้โอนเงินแล้ว ไม่อนุมัติไม่ได้');
    expect(within(dialog).getByLabelText(/เหตุผลที่ไม่อนุมัติ/)).toHaveValue('สลากชำรุด');
  });

  it('pays a checked transfer only with a slip file, then shows it paid with its slip', async () => {
    const user = userEvent.setup();
    upload.mockResolvedValue({ ...checkingTransfer, status: 'paid', has_payout_slip: true });
    await openClaims();
    await user.click(within(card('PC-000009')).getByRole('button', { name: 'โอนเงินแล้ว แนบสลิป' }));

    const dialog = screen.getByRole('dialog', { name: 'แนบสลิปการโอนเงิน PC-000009' });
    expect(within(dialog).getByText('1,963.40 บาท')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการโอนเงิน' }));
    expect(within(dialog).getByText('กรุณาเลือกไฟล์สลิปการโอนเงิน')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();

    const slip = new File(['png'], 'slip.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText(/สลิปการโอนเงิน/), slip);
    expect(within(dialog).getByText(/ไฟล์ที่เลือก: slip\.png/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการโอนเงิน' }));

    expect(upload).toHaveBeenCalledWith(9, slip);
    expect(await screen.findByText('บันทึกการโอนเงินของคำขอ PC-000009 แล้ว')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const updated = within(card('PC-000009'));
    expect(updated.getByText('โอนเงินแล้ว')).toBeInTheDocument();
    expect(updated.getByRole('button', { name: 'ดูสลิปการโอน' })).toBeInTheDocument();
    expect(updated.queryByRole('button', { name: 'ไม่อนุมัติ' })).not.toBeInTheDocument();
  });

  it('refuses a file of another kind before sending, and keeps the chosen file when the upload fails', async () => {
    const user = userEvent.setup({ applyAccept: false });
    upload.mockRejectedValue(
      new ApiRequestError({ message: 'ไฟล์สลิปเสียหาย กรุณาเลือกไฟล์ใหม่', errors: [], status: 422 }),
    );
    await openClaims();
    await user.click(within(card('PC-000009')).getByRole('button', { name: 'โอนเงินแล้ว แนบสลิป' }));
    const dialog = screen.getByRole('dialog');
    const input = within(dialog).getByLabelText(/สลิปการโอนเงิน/);

    await user.upload(input, new File(['gif'], 'slip.gif', { type: 'image/gif' }));
    expect(within(dialog).getByText('ไฟล์ต้องเป็น JPEG, PNG หรือ PDF')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการโอนเงิน' }));
    expect(upload).not.toHaveBeenCalled();

    await user.upload(input, new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการโอนเงิน' }));
    expect(await within(dialog).findByText('ไฟล์สลิปเสียหาย กรุณาเลือกไฟล์ใหม่')).toBeInTheDocument();
    expect(within(dialog).getByText(/ไฟล์ที่เลือก: slip\.pdf/)).toBeInTheDocument();
    expect(within(card('PC-000009')).getByText('กำลังตรวจสอบสลาก')).toBeInTheDocument();
  });

  it('records the hand-over of an in-person claim after asking', async () => {
    const user = userEvent.setup();
    step.mockResolvedValue({ ...inPerson, status: 'handed_over', settled_at: '2026-05-18T04:00:00.000Z' });
    await openClaims();
    await user.click(within(card('PC-000008')).getByRole('button', { name: 'ส่งมอบสลากแล้ว' }));
    const dialog = screen.getByRole('alertdialog', { name: 'ส่งมอบสลากแล้ว' });
    expect(dialog).toHaveTextContent('ส่งมอบสลากตัวจริงของคำขอ PC-000008 ให้ สมหญิง รักดี แล้วใช่ไหม?');
    expect(step).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการส่งมอบ' }));

    expect(step).toHaveBeenCalledWith(8, { step: 'handed_over' });
    expect(await screen.findByText('บันทึกการส่งมอบสลากของคำขอ PC-000008 แล้ว')).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(card('PC-000008')).getByText('ส่งมอบสลากแล้ว')).toBeInTheDocument();
    expect(within(card('PC-000008')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the transfer slip of a paid claim, fetched with the token', async () => {
    const user = userEvent.setup();
    getSlip.mockResolvedValue(new Blob(['x'], { type: 'image/jpeg' }));
    await openClaims();
    await user.click(within(card('PC-000010')).getByRole('button', { name: 'ดูสลิปการโอน' }));
    const dialog = await screen.findByRole('dialog', { name: 'สลิปการโอนเงิน PC-000010' });
    expect(await within(dialog).findByRole('img', { name: 'สลิปการโอนเงิน PC-000010' })).toHaveAttribute(
      'src',
      'blob:file',
    );
    expect(getSlip).toHaveBeenCalledWith(10, expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:file');
  });
});

describe('the CSV export', () => {
  it('downloads the export under the filters on screen', async () => {
    const user = userEvent.setup();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    getClaims.mockResolvedValue(pageOf([paid]));
    getCsv.mockResolvedValue(new Blob(['\uFEFFcode\n'], { type: 'text/csv' }));
    try {
      await renderRoute(appRoutes, '/dealer/prize-claims?status=paid&draw_date=2026-05-16');
      await screen.findByRole('article', { name: 'PC-000010' });
      await user.click(screen.getByRole('button', { name: 'ส่งออก CSV' }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect(getCsv).toHaveBeenCalledWith({ status: 'paid', drawDate: '2026-05-16' });
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      expect(link.download).toMatch(/^prize-claims-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(link.href).toBe('blob:file');
    } finally {
      click.mockRestore();
    }
  });

  it('says in Thai why the file could not be made', async () => {
    const user = userEvent.setup();
    getCsv.mockRejectedValue(new ApiRequestError({ message: 'ระบบขัดข้อง', errors: [], status: 500 }));
    await openClaims();
    await user.click(screen.getByRole('button', { name: 'ส่งออก CSV' }));
    expect(await screen.findByText('ดาวน์โหลดไฟล์ไม่สำเร็จ: ระบบขัดข้อง')).toBeInTheDocument();
  });
});

describe('the store’s fee', () => {
  it('shows the site default, then sets the store’s own percent after checking it', async () => {
    const user = userEvent.setup();
    putFee.mockResolvedValue({ fee_bps: 125, default_fee_bps: 100 });
    await openClaims();
    const fee = await screen.findByRole('region', { name: 'ค่าบริการขึ้นเงินรางวัล' });
    expect(within(fee).getByText('1% (ค่าเริ่มต้นของระบบ)')).toBeInTheDocument();
    expect(within(fee).queryByRole('checkbox')).not.toBeVisible();
    await user.click(within(fee).getByText('เปลี่ยนค่าบริการ'));
    const useDefault = within(fee).getByRole('checkbox', { name: 'ใช้ค่าเริ่มต้นของระบบ (1%)' });
    expect(useDefault).toBeChecked();
    const percent = within(fee).getByRole('textbox', { name: /ค่าบริการของร้าน/ });
    expect(percent).toBeDisabled();

    await user.click(useDefault);
    await user.click(within(fee).getByRole('button', { name: 'บันทึกค่าบริการ' }));
    expect(within(fee).getByText('กรุณากรอกค่าบริการ')).toBeInTheDocument();
    await user.type(percent, '12');
    await user.click(within(fee).getByRole('button', { name: 'บันทึกค่าบริการ' }));
    expect(within(fee).getByText('ค่าบริการต้องไม่เกิน 10%')).toBeInTheDocument();
    await user.clear(percent);
    await user.type(percent, '1.255');
    await user.click(within(fee).getByRole('button', { name: 'บันทึกค่าบริการ' }));
    expect(within(fee).getByText(/ทศนิยมได้ไม่เกิน 2 ตำแหน่ง/)).toBeInTheDocument();
    expect(putFee).not.toHaveBeenCalled();

    await user.clear(percent);
    await user.type(percent, '1.25');
    await user.click(within(fee).getByRole('button', { name: 'บันทึกค่าบริการ' }));
    expect(putFee).toHaveBeenCalledWith({ fee_bps: 125 });
    expect(await within(fee).findByText('บันทึกค่าบริการแล้ว')).toBeInTheDocument();
    expect(within(fee).getByText('1.25%')).toBeInTheDocument();
  });

  it('goes back to the site default, and keeps the form when saving fails', async () => {
    const user = userEvent.setup();
    getFee.mockResolvedValue({ fee_bps: 150, default_fee_bps: 100 });
    putFee
      .mockRejectedValueOnce(new ApiRequestError({ message: 'บันทึกไม่สำเร็จ', errors: [], status: 503 }))
      .mockResolvedValueOnce({ fee_bps: null, default_fee_bps: 100 });
    await openClaims();
    const fee = await screen.findByRole('region', { name: 'ค่าบริการขึ้นเงินรางวัล' });
    expect(within(fee).getByText('1.5%')).toBeInTheDocument();
    await user.click(within(fee).getByText('เปลี่ยนค่าบริการ'));
    expect(within(fee).getByRole('textbox', { name: /ค่าบริการของร้าน/ })).toHaveValue('1.5');

    await user.click(within(fee).getByRole('checkbox', { name: /ใช้ค่าเริ่มต้นของระบบ/ }));
    await user.click(within(fee).getByRole('button', { name: 'บันทึกค่าบริการ' }));
    expect(await within(fee).findByRole('alert')).toHaveTextContent('บันทึกไม่สำเร็จ');
    expect(within(fee).getByRole('checkbox', { name: /ใช้ค่าเริ่มต้นของระบบ/ })).toBeChecked();

    await user.click(within(fee).getByRole('button', { name: 'บันทึกค่าบริการ' }));
    expect(putFee).toHaveBeenLastCalledWith({ fee_bps: null });
    expect(await within(fee).findByText('1% (ค่าเริ่มต้นของระบบ)')).toBeInTheDocument();
  });
});

describe('the dealer’s pages', () => {
  it('links to the orders, marking the claims page as the one open', async () => {
    await openClaims();
    const nav = screen.getByRole('navigation', { name: 'เมนูร้านค้า' });
    expect(within(nav).getByRole('link', { name: 'คำสั่งซื้อ' })).toHaveAttribute('href', '/dealer/orders');
    expect(within(nav).getByRole('link', { name: 'ขึ้นเงินรางวัล' })).toHaveAttribute('aria-current', 'page');
  });
});
