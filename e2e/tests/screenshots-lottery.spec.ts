import { expect, test, type Page } from '../support/test';
import { API_URL } from '../support/env';
import { createMember, useMemberSession } from '../support/members';
import { buyTicketThroughApi, demoStore, freeNumber, type DemoStore } from '../support/purchases';

// The buying pages at phone and desktop width (e2e/test-results/screenshots/), as a
// visitor and as a member who owns a ticket and has an order awaiting payment. Each page must also
// render without a page error.
const WIDTHS = [390, 1280];

interface Shot {
  name: string;
  path: (ctx: Context) => string;
  member?: boolean;
  dealer?: boolean;
  act?: (page: Page, ctx: Context) => Promise<void>;
}

interface Context {
  store: DemoStore;
  number: string;
  paidOrder: string;
  awaitingOrder: string;
}

const SHOTS: Shot[] = [
  { name: 'dealers', path: () => '/dealers' },
  { name: 'dealer-store', path: ({ store }) => `/dealers/${store.userRef}` },
  {
    name: 'dealer-store-search',
    path: ({ store }) => `/dealers/${store.userRef}`,
    member: true,
    act: async (page) => {
      await page.getByLabel('หลักที่ 5').click();
      await page.keyboard.type('12');
      await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
      await expect(page.getByRole('button', { name: /^เพิ่มลงตะกร้า เลข/ }).first()).toBeVisible();
    },
  },
  {
    name: 'dealer-store-cart',
    path: ({ store }) => `/dealers/${store.userRef}`,
    member: true,
    act: async (page, { number }) => {
      await page.getByLabel('หลักที่ 1').click();
      await page.keyboard.type(number);
      await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
      await page.getByRole('button', { name: `เพิ่มลงตะกร้า เลข ${number}` }).click();
      await page.getByRole('button', { name: /ตะกร้าสินค้า \([12]\)/ }).click();
      await expect(page.getByRole('dialog', { name: 'ตะกร้าสินค้า' })).toBeVisible();
    },
  },
  { name: 'search-results', path: () => '/lotteries/search-results?pattern=____12' },
  { name: 'legacy-store', path: ({ store }) => `/deprecated/dealers/${store.code}` },
  { name: 'legacy-restricted', path: () => '/deprecated/dealers/restricted' },
  { name: 'store-not-found', path: () => '/dealers/no-such-dealer' },
  { name: 'members-dealers', path: () => '/members/dealers', member: true },
  { name: 'order-awaiting', path: ({ awaitingOrder }) => `/orders/${awaitingOrder}`, member: true },
  { name: 'order-paid', path: ({ paidOrder }) => `/orders/${paidOrder}`, member: true },
  { name: 'members-orders', path: () => '/members/orders', member: true },
  { name: 'members-order-history', path: () => '/members/order-history', member: true },
  { name: 'members-safe', path: () => '/members/safe', member: true },
  { name: 'members-win-history', path: () => '/members/win-history', member: true },
  { name: 'dealer-login', path: () => '/dealer/login' },
];

test.describe('buying pages', () => {
  const ctx = {} as Context;
  let token = '';

  test.beforeAll(async ({ request }) => {
    ctx.store = await demoStore(request);
    const member = await createMember(request, 'ภาพหน้าจอ');
    token = member.token;
    const paid = await freeNumber(request, ctx.store, '_____1');
    ctx.paidOrder = await buyTicketThroughApi(request, token, ctx.store, paid.number);

    // An order awaiting payment.
    const headers = { Authorization: `Bearer ${token}`, 'x-user-ref': ctx.store.userRef };
    const awaiting = await freeNumber(request, ctx.store, '_____2');
    const cart = await request.post(`${API_URL}/public/v2/carts`, { headers });
    const { meta } = (await cart.json()) as { meta: { id: string } };
    await request.post(`${API_URL}/public/v2/carts/${meta.id}/items`, {
      headers,
      data: { number: awaiting.number, quantity: 1 },
    });
    const order = await request.post(`${API_URL}/public/bos/v1/orders/lottery-shelf`, {
      headers,
      data: { channel: 'web', member_name: 'ภาพหน้าจอ ระบบสมาชิก', cart_key: meta.id },
    });
    ctx.awaitingOrder = ((await order.json()) as { data: { code: string } }).data.code;
    // Enough copies for both widths' add-to-cart.
    ctx.number = (await freeNumber(request, ctx.store, '_____3', 3)).number;
  });

  for (const shot of SHOTS) {
    for (const width of WIDTHS) {
      test(`screenshot ${shot.name} at ${width}px`, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        if (shot.member) await useMemberSession(page, token);
        await page.goto(shot.path(ctx));
        await page.waitForLoadState('networkidle');
        await shot.act?.(page, ctx);
        await page.screenshot({
          path: `test-results/screenshots/${shot.name}-${width}.png`,
          fullPage: !shot.name.endsWith('-cart'),
        });
        expect(errors).toEqual([]);
      });
    }
  }
});
