import { expect, test, type Page } from '../support/test';
import { API_URL } from '../support/env';
import { createMember, useMemberSession, type Member } from '../support/members';
import { demoStore, freeNumber, type DemoStore } from '../support/purchases';

// The pages whose chrome comes from several apps at once (the shell's layouts and menus, a
// remote's page, a remote's widgets), at phone and desktop width
// (e2e/test-results/screenshots/chrome-*.png): what a change of the remote kit or the catalog
// must leave looking the same. Each page must also render without a page error.
const WIDTHS = [390, 1280];

interface Context {
  store: DemoStore;
  member: Member;
  number: string;
}

interface Shot {
  name: string;
  path: (ctx: Context) => string;
  member?: boolean;
  ready: (page: Page, ctx: Context) => Promise<void>;
  fullPage?: boolean;
}

/** Seats the member in the store with a cart holding one ticket, the way the store page leaves it. */
async function cartInStore(page: Page, ctx: Context): Promise<void> {
  const headers = { Authorization: `Bearer ${ctx.member.token}`, 'x-user-ref': ctx.store.userRef };
  const created = await page.request.post(`${API_URL}/public/v2/carts`, { headers });
  const { meta } = (await created.json()) as { meta: { id: string } };
  const number = (await freeNumber(page.request, ctx.store, '_____4')).number;
  const added = await page.request.post(`${API_URL}/public/v2/carts/${meta.id}/items`, {
    headers,
    data: { number, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const store = { code: ctx.store.code, userRef: ctx.store.userRef, name: ctx.store.name };
  await page.addInitScript(
    ([cartId, current]) => {
      localStorage.setItem(`cart::${current.code}`, cartId);
      localStorage.setItem('chokdee:current_store', JSON.stringify(current));
    },
    [meta.id, store] as const,
  );
}

const SHOTS: Shot[] = [
  {
    name: 'home',
    path: () => '/',
    ready: async (page) => {
      await expect(page.locator('main').first()).toContainText(/รางวัลที่ 1/);
    },
  },
  {
    name: 'store-cart',
    path: ({ store }) => `/dealers/${store.userRef}`,
    member: true,
    fullPage: false,
    ready: async (page, { number }) => {
      await page.getByLabel('หลักที่ 1').click();
      await page.keyboard.type(number);
      await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
      await page.getByRole('button', { name: `เพิ่มลงตะกร้า เลข ${number}` }).click();
      // The add is done once the page's cart button counts it.
      await page.getByRole('button', { name: /ตะกร้าสินค้า \([1-9]\d*\)/ }).click();
      await expect(page.getByRole('dialog', { name: 'ตะกร้าสินค้า' })).toBeVisible();
    },
  },
  {
    name: 'members-profile',
    path: () => '/members/profile',
    member: true,
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'ข้อมูลส่วนตัว' })).toBeVisible();
      // The bottom menu's cart shows the ticket reserved in the store.
      await expect(page.getByRole('navigation', { name: 'เมนูลัดสมาชิก' })).toContainText(/\d\d:\d\d/);
    },
  },
  {
    name: 'campaign',
    path: () => '/worldcup2022',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'ลุ้นบอลโลก 2022 กับโชคดี' })).toBeVisible();
    },
  },
];

test.describe('pages made of several apps', () => {
  const ctx = {} as Context;

  test.beforeAll(async ({ request }) => {
    ctx.store = await demoStore(request);
    ctx.member = await createMember(request, 'ภาพหน้าจอ');
    // Enough copies for both widths' add-to-cart.
    ctx.number = (await freeNumber(request, ctx.store, '_____5', 3)).number;
  });

  for (const shot of SHOTS) {
    for (const width of WIDTHS) {
      test(`screenshot chrome ${shot.name} at ${width}px`, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        if (shot.member) {
          await useMemberSession(page, ctx.member.token);
          if (shot.name === 'members-profile') await cartInStore(page, ctx);
        }
        await page.goto(shot.path(ctx));
        await shot.ready(page, ctx);
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `test-results/screenshots/chrome-${shot.name}-${width}.png`,
          fullPage: shot.fullPage ?? true,
        });
        expect(errors).toEqual([]);
      });
    }
  }
});
