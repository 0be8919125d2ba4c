import { screen, within } from '@testing-library/react';
import { fetchAuthUser } from '@chokdee/shared-kernel/api/auth';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { fetchPointsBalance, fetchRewards } from '@chokdee/shared-kernel/api/member';
import type { Reward } from '@chokdee/shared-contract/schemas/reward';
import { loginWithToken } from '@chokdee/shared-kernel/stores/auth';
import { memberFixture } from '../../testing/member-fixture';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

jest.mock('@chokdee/shared-kernel/api/auth', () => ({ fetchAuthUser: jest.fn(), postLogout: jest.fn() }));
jest.mock('@chokdee/shared-kernel/api/member', () => ({
  fetchRewards: jest.fn(),
  fetchPointsBalance: jest.fn(),
}));

const reward = (overrides: Partial<Reward>): Reward => ({
  code: 'AMULET',
  name: 'พระเครื่องมงคล',
  description: '',
  image: { url: 'http://localhost:4000/static/rewards/amulet.svg' },
  points: 1200,
  stock: 3,
  variants: [],
  is_new: false,
  ...overrides,
});

beforeEach(() => {
  jest
    .mocked(fetchRewards)
    .mockResolvedValue([
      reward({ is_new: true }),
      reward({ code: 'BAG', name: 'ถุงผ้ามงคล', points: 50, stock: 0 }),
    ]);
});

describe('rewards page', () => {
  it("lists rewards with their points, the 'ใหม่' badge and stock; members see their balance", async () => {
    jest.mocked(fetchAuthUser).mockResolvedValue(memberFixture());
    jest.mocked(fetchPointsBalance).mockResolvedValue({ balance: 1500, pending_welcome_points: 0 });
    await loginWithToken('token');
    await renderRoute(appRoutes, '/rewards');

    const items = within(await screen.findByRole('list', { name: 'ของรางวัลทั้งหมด' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('ใหม่');
    expect(items[0]).toHaveTextContent('1,200 แต้ม');
    expect(items[0]).toHaveTextContent('คงเหลือ 3 ชิ้น');
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/rewards/AMULET');
    expect(items[1]).not.toHaveTextContent('ใหม่');
    expect(items[1]).toHaveTextContent('ของรางวัลหมดแล้ว');
    expect(await screen.findByText('1,500 แต้ม')).toBeInTheDocument();
  });

  it('shows the points error in place of the balance', async () => {
    jest.mocked(fetchAuthUser).mockResolvedValue(memberFixture());
    jest
      .mocked(fetchPointsBalance)
      .mockRejectedValue(new ApiRequestError({ message: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้', errors: [], status: 0 }));
    await loginWithToken('token');
    await renderRoute(appRoutes, '/rewards');

    expect(await screen.findByText('ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้')).toBeInTheDocument();
  });
});
