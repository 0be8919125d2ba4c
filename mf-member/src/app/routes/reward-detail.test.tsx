import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthUser } from '@chokdee/shared-kernel/api/auth';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { fetchPointsBalance, fetchReward, redeemReward } from '@chokdee/shared-kernel/api/member';
import type { Redemption, Reward } from '@chokdee/shared-contract/schemas/reward';
import { loginWithToken, logout } from '@chokdee/shared-kernel/stores/auth';
import { $intentUrl } from '@chokdee/shared-kernel/stores/intent';
import { BUYER_REQUIREMENT_MESSAGES } from '@chokdee/shared-contract/rules/buyer-requirements';
import { memberFixture } from '../../testing/member-fixture';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

jest.mock('@chokdee/shared-kernel/api/auth', () => ({
  fetchAuthUser: jest.fn(),
  postLogout: jest.fn(),
  // The login page (a link away) asks whether LINE login is on.
  fetchLineConfig: jest.fn().mockResolvedValue(false),
}));
jest.mock('@chokdee/shared-kernel/api/member', () => ({
  fetchReward: jest.fn(),
  fetchPointsBalance: jest.fn(),
  redeemReward: jest.fn(),
}));

const redeem = jest.mocked(redeemReward);
const balance = jest.mocked(fetchPointsBalance);

const shirt: Reward = {
  code: 'LUCKY-SHIRT',
  name: 'เสื้อยืดโชคดี',
  description: 'เสื้อยืดผ้าฝ้าย ลายมงคล',
  image: { url: 'http://localhost:4000/static/rewards/shirt.svg' },
  points: 40,
  stock: 7,
  variants: [
    { code: 'M', name: 'ไซซ์ M', stock: 5 },
    { code: 'L', name: 'ไซซ์ L', stock: 2 },
  ],
  is_new: true,
};

const redemption: Redemption = {
  code: 'RD-0001',
  reward_code: 'LUCKY-SHIRT',
  reward_name: 'เสื้อยืดโชคดี',
  reward_variant_code: 'L',
  reward_variant_name: 'ไซซ์ L',
  image: shirt.image,
  quantity: 2,
  points: 40,
  total_points: 80,
  status: 'prepare_to_ship',
  created_at: '2026-11-21T05:00:00.000Z',
};

beforeEach(() => {
  jest.mocked(fetchReward).mockResolvedValue(shirt);
  balance.mockReset().mockResolvedValue({ balance: 100, pending_welcome_points: 0 });
  redeem.mockReset().mockResolvedValue(redemption);
  jest.mocked(fetchAuthUser).mockResolvedValue(memberFixture());
});

async function openAsMember() {
  // The address bar too: a button that leads away and back reads it (the shell owns the URL).
  window.history.replaceState(null, '', '/rewards/LUCKY-SHIRT');
  await loginWithToken('token');
  const view = await renderRoute(appRoutes, '/rewards/LUCKY-SHIRT');
  await screen.findByRole('heading', { level: 1, name: 'เสื้อยืดโชคดี' });
  await screen.findByText('100 แต้ม');
  return view;
}

describe('reward detail page', () => {
  it("shows the API's 'แต้มสะสมไม่เพียงพอ' clearly when the redemption is refused", async () => {
    const user = userEvent.setup();
    redeem.mockRejectedValue(new ApiRequestError({ message: 'แต้มสะสมไม่เพียงพอ', errors: [], status: 422 }));
    await openAsMember();

    await user.selectOptions(screen.getByRole('combobox', { name: 'ตัวเลือก' }), 'ไซซ์ M');
    await user.click(screen.getByRole('button', { name: 'แลกของรางวัล' }));
    const confirm = screen.getByRole('alertdialog', { name: 'ยืนยันการแลกของรางวัล' });
    expect(confirm).toHaveTextContent('แลก เสื้อยืดโชคดี (ไซซ์ M) จำนวน 1 ชิ้น ใช้ 40 แต้ม');
    await user.click(within(confirm).getByRole('button', { name: 'แลกของรางวัล' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('แต้มสะสมไม่เพียงพอ');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(redeem).toHaveBeenCalledWith({
      reward_code: 'LUCKY-SHIRT',
      reward_variant_code: 'M',
      quantity: 1,
    });
  });

  it('a refusal for an unverified phone says so in Thai and leads to verifying it, then back here', async () => {
    const user = userEvent.setup();
    redeem.mockRejectedValue(
      new ApiRequestError({
        message: BUYER_REQUIREMENT_MESSAGES.phone_not_verified,
        errors: [],
        status: 403,
        code: 'phone_not_verified',
      }),
    );
    await openAsMember();
    await user.selectOptions(screen.getByRole('combobox', { name: 'ตัวเลือก' }), 'ไซซ์ M');
    await user.click(screen.getByRole('button', { name: 'แลกของรางวัล' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'แลกของรางวัล' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BUYER_REQUIREMENT_MESSAGES.phone_not_verified);
    await user.click(within(alert).getByRole('button', { name: 'ยืนยันเบอร์โทรศัพท์' }));
    expect(window.location.pathname).toBe('/members/verify-phone');
    expect($intentUrl.get()).toBe('/rewards/LUCKY-SHIRT');
  });

  it('a refusal for a missing birth date leads to the birth-date step, returning here', async () => {
    const user = userEvent.setup();
    redeem.mockRejectedValue(
      new ApiRequestError({
        message: BUYER_REQUIREMENT_MESSAGES.date_of_birth_missing,
        errors: [],
        status: 403,
        code: 'date_of_birth_missing',
      }),
    );
    await openAsMember();
    await user.selectOptions(screen.getByRole('combobox', { name: 'ตัวเลือก' }), 'ไซซ์ M');
    await user.click(screen.getByRole('button', { name: 'แลกของรางวัล' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'แลกของรางวัล' }));

    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'กรอกวันเกิด' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/members/profile/edit?slim&redirect_url=%2Frewards%2FLUCKY-SHIRT',
    );
  });

  it('shows welcome points waiting for the phone apart from the balance', async () => {
    balance.mockResolvedValue({ balance: 0, pending_welcome_points: 100 });
    await loginWithToken('token');
    await renderRoute(appRoutes, '/rewards/LUCKY-SHIRT');
    expect(await screen.findByText(/แต้มต้อนรับ 100 แต้ม จะใช้ได้หลังยืนยันเบอร์โทรศัพท์/)).toBeInTheDocument();
    expect(screen.getByText('0 แต้ม')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ยืนยันเบอร์โทรศัพท์' })).toBeInTheDocument();
  });

  it('asks for a variant, keeps the quantity within stock, redeems and links the redemption', async () => {
    const user = userEvent.setup();
    await openAsMember();

    await user.click(screen.getByRole('button', { name: 'แลกของรางวัล' }));
    expect(screen.getByRole('combobox', { name: 'ตัวเลือก' })).toHaveAccessibleDescription(
      'กรุณาเลือกตัวเลือกของรางวัล',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'ตัวเลือก' }), 'ไซซ์ L');
    const more = screen.getByRole('button', { name: 'เพิ่มจำนวน' });
    await user.click(more);
    // Size L has 2 left: the stepper stops there, and never goes below 1.
    expect(more).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'จำนวน' })).toHaveValue(2);
    expect(screen.getByText('80 แต้ม', { selector: 'strong' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'แลกของรางวัล' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'แลกของรางวัล' }));

    expect(await screen.findByRole('link', { name: 'ดูรายการ RD-0001' })).toHaveAttribute(
      'href',
      '/members/redeem/RD-0001',
    );
    expect(redeem).toHaveBeenCalledWith({
      reward_code: 'LUCKY-SHIRT',
      reward_variant_code: 'L',
      quantity: 2,
    });
    await waitFor(() => expect(balance).toHaveBeenCalledTimes(2));
  });

  it('after a redemption that spent every point, the success shows without a points-short warning', async () => {
    const user = userEvent.setup();
    jest.mocked(fetchReward).mockResolvedValue({ ...shirt, points: 100, variants: [] });
    await loginWithToken('token');
    await renderRoute(appRoutes, '/rewards/LUCKY-SHIRT');
    // The reward's price, the balance and the total: all 100 points.
    await waitFor(() => expect(screen.getAllByText('100 แต้ม')).toHaveLength(3));
    // The balance read again after the redemption: the 100 points are spent.
    balance.mockResolvedValue({ balance: 0, pending_welcome_points: 0 });

    await user.click(screen.getByRole('button', { name: 'แลกของรางวัล' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'แลกของรางวัล' }));

    expect(await screen.findByRole('link', { name: 'ดูรายการ RD-0001' })).toBeInTheDocument();
    expect(await screen.findByText('0 แต้ม')).toBeInTheDocument();
    expect(screen.queryByText(/แต้มสะสมไม่เพียงพอ/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'แลกของรางวัล' })).toBeDisabled();

    // Choosing again starts a new redemption, which the points left cannot cover.
    await user.click(screen.getByRole('button', { name: 'เพิ่มจำนวน' }));
    expect(screen.getByText('แต้มสะสมไม่เพียงพอ (ขาดอีก 200 แต้ม)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ดูรายการ RD-0001' })).not.toBeInTheDocument();
  });

  it('says the points are short before asking the server when the balance cannot cover it', async () => {
    const user = userEvent.setup();
    balance.mockResolvedValue({ balance: 100, pending_welcome_points: 0 });
    jest.mocked(fetchReward).mockResolvedValue({ ...shirt, points: 60, variants: [] });
    await openAsMember();

    await user.click(screen.getByRole('button', { name: 'เพิ่มจำนวน' }));

    expect(screen.getByText('แต้มสะสมไม่เพียงพอ (ขาดอีก 20 แต้ม)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'แลกของรางวัล' })).toBeDisabled();
  });

  it('gives a visitor a login button that remembers this reward as the return page', async () => {
    const user = userEvent.setup();
    await logout();
    const view = await renderRoute(appRoutes, '/rewards/LUCKY-SHIRT');
    await screen.findByRole('heading', { level: 1, name: 'เสื้อยืดโชคดี' });

    await user.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' }));

    expect(view.location()).toBe('/members/login');
    expect($intentUrl.get()).toBe('/rewards/LUCKY-SHIRT');
    expect(balance).not.toHaveBeenCalled();
    expect(redeem).not.toHaveBeenCalled();
  });
});
