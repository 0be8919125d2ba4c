import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import {
  fetchClaimReceipt,
  fetchPayoutSlip,
  fetchPrizeClaim,
} from '../../features/prize-claims/api/prize-claims';
import { prizeClaimFixture } from '../../features/prize-claims/testing/prize-claim-fixture';
import { appRoutes } from '../app-routes';

jest.mock('../../features/prize-claims/api/prize-claims', () => ({
  fetchPrizeClaim: jest.fn(),
  fetchPayoutSlip: jest.fn(),
  fetchClaimReceipt: jest.fn(),
}));

const getClaim = jest.mocked(fetchPrizeClaim);
const getSlip = jest.mocked(fetchPayoutSlip);
const getReceipt = jest.mocked(fetchClaimReceipt);

const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

beforeEach(() => {
  getClaim.mockReset();
  getSlip.mockReset().mockResolvedValue(png());
  getReceipt.mockReset();
  URL.createObjectURL = jest.fn(() => 'blob:file');
  URL.revokeObjectURL = jest.fn();
});

async function openClaim(claim = prizeClaimFixture()) {
  getClaim.mockResolvedValue(claim);
  const view = await renderRoute(appRoutes, `/members/prize-claims/${claim.id}`);
  await screen.findByRole('heading', { level: 1, name: claim.code });
  return view;
}

const steps = () =>
  within(screen.getByRole('list', { name: 'ขั้นตอนการขึ้นเงินรางวัล' }))
    .getAllByRole('listitem')
    .map((step) => step.textContent);

describe('prize claim page', () => {
  it('shows a paid claim: its steps, amounts, account, the store’s slip and the receipt', async () => {
    await openClaim();
    expect(getClaim).toHaveBeenCalledWith(123, expect.anything());
    expect(screen.getAllByText('โอนเงินแล้ว')[0]).toHaveAttribute('data-status', 'paid');
    expect(steps()).toEqual([
      'ส่งคำขอแล้ว (เสร็จแล้ว)16/11/69 18:00 น.',
      'กำลังตรวจสอบสลาก (เสร็จแล้ว)17/11/69 10:00 น.',
      'โอนเงินแล้ว (เสร็จแล้ว)17/11/69 15:30 น.',
    ]);
    expect(screen.getByText('ยอดเงินสุทธิที่โอนเข้าบัญชี').parentElement).toHaveTextContent('1,970.00 บาท');
    const account = screen.getByRole('region', { name: 'บัญชีรับเงินรางวัล' });
    expect(within(account).getByText('123-4-56789-0')).toBeInTheDocument();

    const slip = await screen.findByRole('img', { name: 'สลิปการโอนเงินรางวัลของคำขอ PC-000123' });
    expect(slip).toHaveAttribute('src', 'blob:file');
    expect(getSlip).toHaveBeenCalledWith(123, expect.anything());
    expect(screen.getByRole('button', { name: 'ดาวน์โหลดใบเสร็จ (PDF)' })).toBeInTheDocument();
  });

  it('downloads the receipt fetched with the member’s token as a file', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    getReceipt.mockResolvedValue(new Blob(['%PDF'], { type: 'application/pdf' }));
    await openClaim();

    await user.click(screen.getByRole('button', { name: 'ดาวน์โหลดใบเสร็จ (PDF)' }));
    expect(getReceipt).toHaveBeenCalledWith(123);
    expect(saved).toEqual(['receipt-PC-000123.pdf blob:file']);
    click.mockRestore();
  });

  it('says why a receipt could not be downloaded', async () => {
    const user = userEvent.setup();
    getReceipt.mockRejectedValue(
      new ApiRequestError({ message: 'ใบเสร็จออกได้เมื่อขึ้นเงินรางวัลเสร็จแล้ว', errors: [], status: 409 }),
    );
    await openClaim();
    await user.click(screen.getByRole('button', { name: 'ดาวน์โหลดใบเสร็จ (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ใบเสร็จออกได้เมื่อขึ้นเงินรางวัลเสร็จแล้ว');
  });

  it('offers no slip and no receipt while the store is checking the ticket', async () => {
    await openClaim(prizeClaimFixture({ status: 'checking', has_payout_slip: false, settled_at: null }));
    expect(steps()).toEqual([
      'ส่งคำขอแล้ว (เสร็จแล้ว)16/11/69 18:00 น.',
      'กำลังตรวจสอบสลาก (ขั้นตอนปัจจุบัน)17/11/69 10:00 น.',
      'โอนเงินแล้ว (ยังไม่ถึงขั้นตอนนี้)',
    ]);
    expect(screen.getByText(/^กำลังตรวจสอบสลาก/, { selector: 'li span span' }).closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.queryByRole('button', { name: 'ดาวน์โหลดใบเสร็จ (PDF)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'สลิปการโอนเงินรางวัล' })).not.toBeInTheDocument();
    expect(getSlip).not.toHaveBeenCalled();
  });

  it('shows a refusal with the store’s reason', async () => {
    await openClaim(
      prizeClaimFixture({
        status: 'refused',
        has_payout_slip: false,
        settled_at: null,
        refused_at: '2026-11-17T11:00:00+07:00',
        refuse_reason: 'สลากชำรุด ตรวจสอบไม่ได้',
      }),
    );
    expect(screen.getByText('ร้านค้าไม่อนุมัติคำขอนี้: สลากชำรุด ตรวจสอบไม่ได้')).toBeInTheDocument();
    expect(steps()).toEqual([
      'ส่งคำขอแล้ว (เสร็จแล้ว)16/11/69 18:00 น.',
      'กำลังตรวจสอบสลาก (เสร็จแล้ว)17/11/69 10:00 น.',
      'ไม่อนุมัติ (เสร็จแล้ว)17/11/69 11:00 น.เหตุผล: สลากชำรุด ตรวจสอบไม่ได้',
    ]);
    expect(screen.queryByRole('button', { name: 'ดาวน์โหลดใบเสร็จ (PDF)' })).not.toBeInTheDocument();
  });

  it('shows the steps at the GLO for a claim in person, and its receipt once handed over', async () => {
    await openClaim(
      prizeClaimFixture({
        kind: 'in_person',
        status: 'handed_over',
        bank_account: null,
        has_payout_slip: false,
      }),
    );
    expect(steps().at(-1)).toBe('ส่งมอบสลากแล้ว (เสร็จแล้ว)17/11/69 15:30 น.');
    expect(screen.getByRole('list', { name: 'ขั้นตอนการขึ้นเงินที่สำนักงานสลากกินแบ่งรัฐบาล' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'บัญชีรับเงินรางวัล' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ดาวน์โหลดใบเสร็จ (PDF)' })).toBeInTheDocument();
  });

  it('reads an open claim again when the member comes back, so the store’s step shows', async () => {
    await openClaim(prizeClaimFixture({ status: 'checking', has_payout_slip: false, settled_at: null }));
    getClaim.mockResolvedValue(prizeClaimFixture());

    await act(async () => {
      fireEvent.focus(window);
    });
    expect(await screen.findByRole('button', { name: 'ดาวน์โหลดใบเสร็จ (PDF)' })).toBeInTheDocument();
    expect(getClaim).toHaveBeenCalledTimes(2);
    expect(
      await screen.findByRole('img', { name: 'สลิปการโอนเงินรางวัลของคำขอ PC-000123' }),
    ).toBeInTheDocument();
  });

  it('says so when the claim is not the member’s', async () => {
    getClaim.mockRejectedValue(new ApiRequestError({ message: 'ไม่พบคำขอ', errors: [], status: 404 }));
    await renderRoute(appRoutes, '/members/prize-claims/999');
    expect(await screen.findByRole('heading', { name: 'ไม่พบคำขอขึ้นเงินรางวัล' })).toBeInTheDocument();
  });
});
