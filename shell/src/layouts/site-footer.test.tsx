import { act, screen, within } from '@testing-library/react';
import { fetchStore } from '@chokdee/shared-kernel/api/stores';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { seedRequests } from '@chokdee/shared-kernel/api/request-cache';
import type { StoreInfo } from '@chokdee/shared-contract/schemas/store';
import {
  mockCurrentStore,
  resetKernelStoreMocks,
  STORE_FIXTURE,
} from '../bottom-menu/testing/kernel-store-mocks';
import { buddhistYear } from './buddhist-year';
import { formatContactPhone } from './footer-contacts';
import { handleOf } from '../routing/route-handle';
import { renderShellRoutes } from '../testing/render-shell-routes';
import { SiteFooter } from './site-footer';

jest.mock('@chokdee/shared-kernel/api/stores', () => ({ fetchStore: jest.fn() }));
jest.mock(
  '@chokdee/shared-kernel/stores/current-store',
  () => jest.requireActual('../bottom-menu/testing/kernel-store-mocks').currentStoreModule,
);

function storeInfo(user: Partial<StoreInfo['user']>): StoreInfo {
  return {
    code: 'S001',
    name: 'ร้านโชคดีมีสุข',
    user: { code: 'U123', phone: null, facebook_link: null, line_id: null, ...user },
  } as StoreInfo;
}

/**
 * The footer at `path`, under routes shaped as mf-lottery's catalog: the older store pages name
 * their store parameter, a dealer's page names the user reference, the order page is in the flow.
 */
function renderFooter(now?: Date, path = '/') {
  const footer = <SiteFooter now={now} />;
  const storePage = handleOf({
    path: '/deprecated/dealers/:storeCode/*',
    layout: 'store',
    auth: 'none',
    store_param: 'storeCode',
  });
  const dealerPage = handleOf({
    path: '/dealers/:userRef',
    layout: 'store',
    auth: 'none',
    user_ref_param: 'userRef',
  });
  const orderPage = handleOf({
    path: '/orders/:code',
    layout: 'default',
    auth: 'required',
    store_flow: true,
  });
  renderShellRoutes(
    [
      { path: '/deprecated/dealers/restricted', element: footer },
      { path: '/deprecated/dealers/:storeCode/*', element: footer, handle: storePage },
      { path: '/dealers/:userRef', element: footer, handle: dealerPage },
      { path: '/orders/:code', element: footer, handle: orderPage },
      { path: '*', element: footer },
    ],
    path,
  );
}

beforeEach(() => {
  resetKernelStoreMocks();
  jest.mocked(fetchStore).mockReset();
});

it('shows the copyright with the Buddhist-era year', () => {
  renderFooter(new Date('2026-06-01T05:00:00Z'));
  expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2569 โชคดี');
});

it('takes the year in Bangkok, which turns seven hours before UTC', () => {
  expect(buddhistYear(new Date('2026-12-31T16:59:00Z'))).toBe('2569');
  expect(buddhistYear(new Date('2026-12-31T17:00:00Z'))).toBe('2570');
});

it("shows the company's complaint phone, mobile, LINE and Facebook outside a store", () => {
  renderFooter();
  const contacts = within(screen.getByRole('region', { name: 'ติดต่อเรา' }));
  expect(contacts.getByRole('link', { name: '02 123 4567' })).toHaveAttribute('href', 'tel:021234567');
  expect(contacts.getByRole('link', { name: '081 234 5678' })).toHaveAttribute('href', 'tel:0812345678');
  expect(contacts.getByRole('link', { name: '@chokdee' })).toHaveAttribute(
    'href',
    'https://line.me/R/ti/p/%40chokdee',
  );
  // Spec §3 company contact constants include the Facebook page.
  expect(contacts.getByRole('link', { name: 'โชคดี' })).toHaveAttribute(
    'href',
    'https://www.facebook.com/chokdee',
  );
  expect(fetchStore).not.toHaveBeenCalled();
});

it("shows the current store's phone, LINE and Facebook instead", async () => {
  jest.mocked(fetchStore).mockResolvedValue(
    storeInfo({
      phone: '0898765432',
      line_id: '@luckyshop',
      facebook_link: 'https://facebook.com/luckyshop',
    }),
  );
  mockCurrentStore.set(STORE_FIXTURE);
  renderFooter(undefined, '/orders/CD0001');
  const contacts = within(await screen.findByRole('region', { name: 'ติดต่อร้าน ร้านโชคดีมีสุข' }));
  expect(contacts.getByRole('link', { name: '089 876 5432' })).toHaveAttribute('href', 'tel:0898765432');
  expect(contacts.getByRole('link', { name: '@luckyshop' })).toBeInTheDocument();
  expect(contacts.getByRole('link', { name: 'ร้านโชคดีมีสุข' })).toHaveAttribute(
    'href',
    'https://facebook.com/luckyshop',
  );
  expect(contacts.queryByRole('link', { name: '02 123 4567' })).not.toBeInTheDocument();
  // The current store is read as its page reads it, by the dealer's reference: one cache entry.
  expect(fetchStore).toHaveBeenCalledWith(STORE_FIXTURE.userRef);
});

it("keeps the company's contacts when the store's info fails or lists none", async () => {
  jest.mocked(fetchStore).mockRejectedValue(new Error('ไม่พบร้านค้า'));
  mockCurrentStore.set(STORE_FIXTURE);
  renderFooter(undefined, '/orders/CD0001');
  expect(await screen.findByRole('region', { name: 'ติดต่อเรา' })).toBeInTheDocument();
  expect(fetchStore).toHaveBeenCalledTimes(1);
});

it.each(['/members/profile', '/ecommerce/store', '/ขอพร'])(
  "leaves the last store's contacts on that store's pages and its order flow, not on %s",
  async (path) => {
    jest.mocked(fetchStore).mockResolvedValue(storeInfo({ phone: '0898765432' }));
    mockCurrentStore.set(STORE_FIXTURE);
    renderFooter(undefined, path);
    await act(async () => {});
    expect(screen.getByRole('region', { name: 'ติดต่อเรา' })).toBeInTheDocument();
    expect(fetchStore).not.toHaveBeenCalled();
  },
);

it("shows a dealer's contacts on the dealer's page once that store is current, not another's", async () => {
  jest.mocked(fetchStore).mockResolvedValue(storeInfo({ phone: '0898765432' }));
  mockCurrentStore.set(STORE_FIXTURE);
  renderFooter(undefined, `/dealers/${STORE_FIXTURE.userRef}`);
  expect(await screen.findByRole('region', { name: 'ติดต่อร้าน ร้านโชคดีมีสุข' })).toBeInTheDocument();
});

it('shows the store its page came with from the server at once, and never reads it again by code', async () => {
  seedRequests({ [requestKeys.stores.info(STORE_FIXTURE.userRef)]: storeInfo({ phone: '0898765432' }) });
  jest.mocked(fetchStore).mockResolvedValue(storeInfo({ phone: '0898765432' }));
  mockCurrentStore.set(STORE_FIXTURE);
  renderFooter(undefined, `/dealers/${STORE_FIXTURE.userRef}`);
  expect(screen.getByRole('region', { name: 'ติดต่อร้าน ร้านโชคดีมีสุข' })).toBeInTheDocument();
  await act(async () => {});
  expect(fetchStore).not.toHaveBeenCalledWith(STORE_FIXTURE.code);
});

it('links the three policies', () => {
  renderFooter();
  const policies = within(screen.getByRole('navigation', { name: 'นโยบาย' }));
  expect(policies.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/policy-privacy',
    '/policy-cookie',
    '/policy',
  ]);
});

it.each([
  ['021234567', '02 123 4567'],
  ['0812345678', '081 234 5678'],
  ['1234', '1234'],
])('formats %s as %s', (input, shown) => {
  expect(formatContactPhone(input)).toBe(shown);
});

it('takes the store from the store code in an older store path, once per code', async () => {
  jest.mocked(fetchStore).mockResolvedValue(storeInfo({ phone: '0898765432' }));
  renderFooter(undefined, '/deprecated/dealers/CD1002/store');
  const contacts = within(await screen.findByRole('region', { name: 'ติดต่อร้าน ร้านโชคดีมีสุข' }));
  expect(contacts.getByRole('link', { name: '089 876 5432' })).toBeInTheDocument();
  expect(fetchStore).toHaveBeenCalledTimes(1);
  expect(fetchStore).toHaveBeenCalledWith('CD1002');
});
