import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { createPrizeClaim, fetchClaimQuote } from '../../features/prize-claims/api/prize-claims';
import { prizeClaimFixture, quoteFixture } from '../../features/prize-claims/testing/prize-claim-fixture';
import { appRoutes } from '../app-routes';

// Component level: the network is mocked at the feature's fetchers.
jest.mock('../../features/prize-claims/api/prize-claims', () => ({
  fetchClaimQuote: jest.fn(),
  createPrizeClaim: jest.fn(),
  fetchPrizeClaim: jest.fn(() => new Promise(() => undefined)),
}));

const getQuote = jest.mocked(fetchClaimQuote);
const create = jest.mocked(createPrizeClaim);

beforeEach(() => {
  getQuote.mockReset();
  create.mockReset();
});

const apiError = (status: number, message: string) => new ApiRequestError({ message, errors: [], status });

async function openCashOut(quote = quoteFixture()) {
  getQuote.mockResolvedValue(quote);
  const view = await renderRoute(appRoutes, `/members/cash-out/${quote.ticket_id}`);
  await screen.findByRole('heading', { name: 'เงินรางวัล' });
  return view;
}

describe('cash-out page', () => {
  it('shows the ticket, each prize, each deduction by name and rate, and the net amount', async () => {
    await openCashOut();
    expect(getQuote).toHaveBeenCalledWith(41, expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'ขึ้นเงินรางวัล' })).toBeInTheDocument();

    const ticket = screen.getByRole('region', { name: 'สลากที่ถูกรางวัล' });
    expect(within(ticket).getByText('000056')).toBeInTheDocument();
    expect(within(ticket).getByText('16 พฤศจิกายน 2569')).toBeInTheDocument();
    expect(within(ticket).getByText('ร้านโชคดีพารวย')).toBeInTheDocument();

    const prizes = screen.getByRole('list', { name: 'รางวัลที่ถูก' });
    expect(prizes).toHaveTextContent('รางวัลเลขท้าย 2 ตัว2,000.00 บาท');
    const deductions = within(screen.getByRole('list', { name: 'รายการหัก' })).getAllByRole('listitem');
    expect(deductions.map((row) => row.textContent)).toEqual([
      'หักอากรแสตมป์ 0.5%-10.00 บาท',
      'หักค่าบริการขึ้นเงินรางวัล 1%-20.00 บาท',
    ]);
    expect(screen.getByText('ยอดเงินที่จะได้รับ').parentElement).toHaveTextContent('1,970.00 บาท');

    const form = screen.getByRole('form', { name: 'บัญชีรับเงินรางวัล' });
    expect(within(form).getByText('ธนาคารกสิกรไทย')).toBeInTheDocument();
    expect(within(form).getByText('123-4-56789-0')).toBeInTheDocument();
    expect(within(form).getByText('สมชาย ใจดี')).toBeInTheDocument();
  });

  it('asks to confirm the account, then claims and opens the new claim', async () => {
    const user = userEvent.setup();
    create.mockResolvedValue(prizeClaimFixture({ id: 77, status: 'requested' }));
    const { pathname } = await openCashOut();

    const submit = screen.getByRole('button', { name: 'ยืนยันขึ้นเงินรางวัล' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'ยืนยันว่าบัญชีนี้ถูกต้อง' }));
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(create).toHaveBeenCalledWith(41);
    await waitFor(() => expect(pathname()).toBe('/members/prize-claims/77'));
  });

  it('disables the claim and explains in Thai when the account name is not the member’s', async () => {
    await openCashOut(quoteFixture({ account_name_matches: false }));
    expect(screen.getByText(/ชื่อบัญชีธนาคารไม่ตรงกับชื่อของคุณ/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ยืนยันขึ้นเงินรางวัล' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'แก้ไขบัญชีธนาคาร' })).toHaveAttribute(
      'href',
      `/members/bank-account?redirect_url=${encodeURIComponent('/members/cash-out/41')}`,
    );
  });

  it('sends a member without an account to add one', async () => {
    await openCashOut(quoteFixture({ bank_account: null, account_name_matches: false }));
    expect(screen.getByText(/คุณยังไม่ได้เพิ่มบัญชีธนาคาร/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'เพิ่มบัญชีธนาคาร' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ยืนยันขึ้นเงินรางวัล' })).toBeDisabled();
  });

  it('shows the API’s Thai message in place and keeps the confirmation', async () => {
    const user = userEvent.setup();
    create.mockRejectedValue(apiError(422, 'เลยกำหนดขึ้นเงินรางวัล 2 ปีนับจากวันออกรางวัลแล้ว'));
    const { pathname } = await openCashOut();

    await user.click(screen.getByRole('checkbox', { name: 'ยืนยันว่าบัญชีนี้ถูกต้อง' }));
    await user.click(screen.getByRole('button', { name: 'ยืนยันขึ้นเงินรางวัล' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('เลยกำหนดขึ้นเงินรางวัล 2 ปีนับจากวันออกรางวัลแล้ว');
    expect(screen.getByRole('checkbox', { name: 'ยืนยันว่าบัญชีนี้ถูกต้อง' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'ยืนยันขึ้นเงินรางวัล' })).toBeEnabled();
    expect(pathname()).toBe('/members/cash-out/41');
    // The quote is read again (the account may have changed), and the page keeps what was done.
    await waitFor(() => expect(getQuote).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('alert')).toHaveTextContent('เลยกำหนดขึ้นเงินรางวัล');
    expect(screen.getByRole('checkbox', { name: 'ยืนยันว่าบัญชีนี้ถูกต้อง' })).toBeChecked();
  });

  it('reads the quote again when the ticket turns out to be claimed already', async () => {
    const user = userEvent.setup();
    create.mockRejectedValue(apiError(409, 'สลากใบนี้ส่งคำขอขึ้นเงินรางวัลแล้ว'));
    await openCashOut();
    getQuote.mockResolvedValue(quoteFixture({ claim: prizeClaimFixture({ status: 'requested' }) }));

    await user.click(screen.getByRole('checkbox', { name: 'ยืนยันว่าบัญชีนี้ถูกต้อง' }));
    await user.click(screen.getByRole('button', { name: 'ยืนยันขึ้นเงินรางวัล' }));

    expect(await screen.findByRole('link', { name: 'ดูคำขอขึ้นเงินรางวัล' })).toHaveAttribute(
      'href',
      '/members/prize-claims/123',
    );
    expect(getQuote).toHaveBeenCalledTimes(2);
  });

  it('shows the ticket’s claim instead of the form when it has one', async () => {
    await openCashOut(quoteFixture({ claim: prizeClaimFixture({ status: 'checking' }) }));
    const card = screen.getByRole('region', { name: 'สลากใบนี้ส่งคำขอขึ้นเงินรางวัลแล้ว' });
    expect(within(card).getByText('กำลังตรวจสอบสลาก')).toHaveAttribute('data-status', 'checking');
    expect(within(card).getByRole('link', { name: 'ดูคำขอขึ้นเงินรางวัล' })).toHaveAttribute(
      'href',
      '/members/prize-claims/123',
    );
    expect(screen.queryByRole('button', { name: 'ยืนยันขึ้นเงินรางวัล' })).not.toBeInTheDocument();
  });

  it('explains a claim in person at the GLO, with stamp duty only, and requests the handover', async () => {
    const user = userEvent.setup();
    create.mockResolvedValue(prizeClaimFixture({ id: 9, kind: 'in_person', status: 'requested' }));
    const { pathname } = await openCashOut(
      quoteFixture({
        kind: 'in_person',
        prizes: [{ tier: 'first', name: 'รางวัลที่ 1', amount_satang: 600_000_000 }],
        prize_satang: 600_000_000,
        deductions: [{ key: 'stamp_duty', name: 'อากรแสตมป์', rate_bps: 50, amount_satang: 3_000_000 }],
        net_satang: 597_000_000,
      }),
    );

    expect(screen.getByRole('list', { name: 'รายการหัก' })).toHaveTextContent(
      'หักอากรแสตมป์ 0.5%-30,000.00 บาท',
    );
    expect(screen.getByText('เงินรางวัลสุทธิที่ได้รับจากสำนักงานสลากฯ').parentElement).toHaveTextContent(
      '5,970,000.00 บาท',
    );
    const steps = screen.getByRole('list', { name: 'ขั้นตอนการขึ้นเงินที่สำนักงานสลากกินแบ่งรัฐบาล' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ขอรับสลากตัวจริงจากร้านค้า' }));
    expect(create).toHaveBeenCalledWith(41);
    await waitFor(() => expect(pathname()).toBe('/members/prize-claims/9'));
  });

  it('says so when the ticket is not the member’s or did not win', async () => {
    getQuote.mockRejectedValue(apiError(404, 'ไม่พบสลากที่ถูกรางวัลของคุณ'));
    await renderRoute(appRoutes, '/members/cash-out/5');
    expect(await screen.findByText('ไม่พบสลากที่ถูกรางวัล')).toBeInTheDocument();
    expect(screen.getByText('ไม่พบสลากที่ถูกรางวัลของคุณ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ดูประวัติการถูกรางวัล' })).toHaveAttribute(
      'href',
      '/members/win-history',
    );
  });

  it('asks nothing of the API for a ticket id that is not a number', async () => {
    await renderRoute(appRoutes, '/members/cash-out/abc');
    expect(await screen.findByText('ไม่พบสลากที่ถูกรางวัล')).toBeInTheDocument();
    expect(getQuote).not.toHaveBeenCalled();
  });
});
