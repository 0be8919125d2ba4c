import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthUser } from '@chokdee/shared-kernel/api/auth';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { fetchBankAccount, fetchBanks, saveBankAccount } from '@chokdee/shared-kernel/api/member';
import { BANKS } from '@chokdee/shared-contract/schemas/bank';
import { loginWithToken } from '@chokdee/shared-kernel/stores/auth';
import { memberFixture } from '../../testing/member-fixture';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

jest.mock('@chokdee/shared-kernel/api/auth', () => ({ fetchAuthUser: jest.fn(), postLogout: jest.fn() }));
jest.mock('@chokdee/shared-kernel/api/member', () => ({
  fetchBanks: jest.fn(),
  fetchBankAccount: jest.fn(),
  saveBankAccount: jest.fn(),
}));

const save = jest.mocked(saveBankAccount);

beforeEach(async () => {
  jest.mocked(fetchAuthUser).mockResolvedValue(memberFixture());
  jest.mocked(fetchBanks).mockResolvedValue(BANKS.map((bank) => ({ ...bank })));
  jest.mocked(fetchBankAccount).mockResolvedValue(null);
  save.mockReset().mockImplementation(async (body) => ({
    bank_code: 'KBANK',
    bank_name: 'ธนาคารกสิกรไทย',
    account_number: String(body.account_number),
    account_name: String(body.account_name),
  }));
  await loginWithToken('token');
});

async function openPage(at = '/members/bank-account') {
  const view = await renderRoute(appRoutes, at);
  const select = await screen.findByRole('combobox', { name: 'ธนาคาร' });
  return { select, number: screen.getByRole('textbox', { name: 'เลขที่บัญชี' }), location: view.location };
}

async function fillAndSave(select: HTMLElement, number: HTMLElement) {
  const user = userEvent.setup();
  await user.selectOptions(select, 'KBANK');
  await user.type(number, '1234567890');
  await user.type(screen.getByRole('textbox', { name: 'ชื่อบัญชี' }), 'สมชาย ใจดี');
  await user.click(screen.getByRole('button', { name: 'บันทึกบัญชี' }));
}

describe('bank account page', () => {
  it('offers the 20 Thai banks and shows a 10-digit number grouped 3-1-5-1 (123-4-56789-0) while typing', async () => {
    const user = userEvent.setup();
    const { select, number } = await openPage();

    expect(select.querySelectorAll('option:not([value=""])')).toHaveLength(20);
    await user.selectOptions(select, 'ธนาคารกสิกรไทย');
    await user.type(number, '12a34567890');
    expect(number).toHaveValue('123-4-56789-0');
    await user.type(screen.getByRole('textbox', { name: 'ชื่อบัญชี' }), 'สมชาย ใจดี');

    await user.click(screen.getByRole('button', { name: 'บันทึกบัญชี' }));

    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        bank_code: 'KBANK',
        account_number: '1234567890',
        account_name: 'สมชาย ใจดี',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('บันทึกบัญชีแล้ว: ธนาคารกสิกรไทย 123-4-56789-0');
  });

  it('checks the number length of the chosen bank before sending (12 digits for GSB)', async () => {
    const user = userEvent.setup();
    const { select, number } = await openPage();

    await user.click(screen.getByRole('button', { name: 'บันทึกบัญชี' }));
    expect(select).toHaveAccessibleDescription('กรุณาเลือกธนาคาร');

    await user.selectOptions(select, 'ธนาคารออมสิน');
    await user.type(number, '1234567890');
    await user.type(screen.getByRole('textbox', { name: 'ชื่อบัญชี' }), 'สมชาย ใจดี');
    await user.click(screen.getByRole('button', { name: 'บันทึกบัญชี' }));

    expect(number).toHaveAccessibleDescription('ตัวเลข 12 หลัก เลขที่บัญชีต้องเป็นตัวเลข 12 หลัก');
    expect(save).not.toHaveBeenCalled();
  });

  it("shows the API's Thai field errors under their fields", async () => {
    const user = userEvent.setup();
    save.mockRejectedValue(
      new ApiRequestError({
        message: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
        errors: [{ field: 'account_name', message: 'ชื่อบัญชีต้องตรงกับชื่อสมาชิก' }],
        status: 422,
      }),
    );
    const { select, number } = await openPage();
    await user.selectOptions(select, 'KBANK');
    await user.type(number, '1234567890');
    await user.type(screen.getByRole('textbox', { name: 'ชื่อบัญชี' }), 'คนอื่น');

    await user.click(screen.getByRole('button', { name: 'บันทึกบัญชี' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง');
    expect(screen.getByRole('textbox', { name: 'ชื่อบัญชี' })).toHaveAccessibleDescription(
      'ชื่อบัญชีต้องตรงกับชื่อสมาชิก',
    );
  });

  it('prefills a saved account, its number formatted', async () => {
    jest.mocked(fetchBankAccount).mockResolvedValue({
      bank_code: 'SCB',
      bank_name: 'ธนาคารไทยพาณิชย์',
      account_number: '9876543210',
      account_name: 'สมชาย ใจดี',
    });
    const { select, number } = await openPage();

    expect(select).toHaveValue('SCB');
    expect(number).toHaveValue('987-6-54321-0');
  });

  it('returns to the same-site page that sent the member, once saved', async () => {
    const { select, number, location } = await openPage(
      `/members/bank-account?redirect_url=${encodeURIComponent('/members/cash-out/41')}`,
    );
    await fillAndSave(select, number);
    await waitFor(() => expect(location()).toBe('/members/cash-out/41'));
  });

  it('stays on the page when the return address is another site', async () => {
    const { select, number, location } = await openPage(
      `/members/bank-account?redirect_url=${encodeURIComponent('//evil.example/x')}`,
    );
    await fillAndSave(select, number);
    expect(await screen.findByRole('status')).toHaveTextContent('บันทึกบัญชีแล้ว');
    expect(location()).toBe(`/members/bank-account?redirect_url=${encodeURIComponent('//evil.example/x')}`);
  });
});
