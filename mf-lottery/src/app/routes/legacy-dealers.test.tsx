import { screen } from '@testing-library/react';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

jest.mock('@chokdee/shared-kernel/api/stores', () => ({
  fetchStores: jest
    .fn()
    .mockResolvedValue({ data: [], meta: { page: 1, per_page: 12, total: 0, last_page: 1 } }),
  fetchStore: jest.fn(),
}));

describe('legacy dealer paths', () => {
  it('sends the old store list to /dealers', async () => {
    const view = await renderRoute(appRoutes, '/deprecated/dealers');
    expect(await screen.findByRole('heading', { level: 1, name: 'ร้านค้าลอตเตอรี่' })).toBeInTheDocument();
    expect(view.pathname()).toBe('/dealers');
  });

  it('says a restricted store is for members, with a login link', async () => {
    await renderRoute(appRoutes, '/deprecated/dealers/restricted');
    expect(await screen.findByRole('heading', { name: 'ร้านค้านี้สำหรับสมาชิกเท่านั้น' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/members/login');
  });

  it('says the store’s products are not sold online yet, with a link back to the store', async () => {
    await renderRoute(appRoutes, '/deprecated/dealers/S1/store/P-9');
    expect(await screen.findByRole('heading', { name: 'สินค้าของร้านนี้ยังไม่เปิดขายออนไลน์' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับไปที่ร้านค้า' })).toHaveAttribute(
      'href',
      '/deprecated/dealers/S1',
    );
  });
});
