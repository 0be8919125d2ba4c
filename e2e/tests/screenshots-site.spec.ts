import { expect, test, type APIRequestContext } from '../support/test';
import { API_URL } from '../support/env';
import { createMember, useMemberSession } from '../support/members';
import { EMPTY_STATE } from '../support/site-state';
import { PUBLIC_PAGES } from '../support/site-pages';

// The site's own pages and chrome at phone and desktop width
// (e2e/test-results/screenshots/site-*.png), each without a page error.
const WIDTHS = [390, 1280];
// Each page on its own: the file's tests share nothing, so both workers may take them.
test.describe.configure({ mode: 'parallel' });
const SHELL_PAGES = PUBLIC_PAGES.filter(
  (sitePage) =>
    !['check-lottery', 'dealers', 'dealer-store', 'rewards', 'members-login', 'members-register'].includes(
      sitePage.name,
    ),
);

/** The newest article or social post, as the path of its detail page. */
async function newestDetailPath(request: APIRequestContext, kind: 'article' | 'social'): Promise<string> {
  const response = await request.get(`${API_URL}/public/v3/contents`, { params: { kind, per_page: 1 } });
  const { data } = (await response.json()) as { data: { id: number; slug: string }[] };
  const item = data[0]!;
  return kind === 'article' ? `/articles/${item.id}/${item.slug}` : `/${item.id}/${item.slug}`;
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    });

    for (const sitePage of SHELL_PAGES) {
      test(`screenshot site ${sitePage.name}`, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(sitePage.path);
        await expect(page.locator('main').first()).toContainText(sitePage.ready);
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `test-results/screenshots/site-${sitePage.name}-${width}.png`,
          fullPage: true,
        });
        expect(errors).toEqual([]);
      });
    }

    for (const kind of ['article', 'social'] as const) {
      test(`screenshot site ${kind} detail`, async ({ page, request }) => {
        await page.goto(await newestDetailPath(request, kind));
        await expect(page.getByRole('link', { name: 'แชร์ไปยัง Facebook' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `test-results/screenshots/site-${kind}-detail-${width}.png`,
          fullPage: true,
        });
      });
    }

    test('screenshot site in dark mode', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await page.goto('/about');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `test-results/screenshots/site-dark-about-${width}.png` });
    });

    if (width < 600) {
      test('screenshot site mobile menu open', async ({ page }) => {
        await page.goto('/');
        await page.getByRole('button', { name: 'เปิดเมนู' }).click();
        await page
          .getByRole('navigation', { name: 'เมนูหลัก' })
          .getByRole('button', { name: 'กิจกรรม' })
          .click();
        await page.screenshot({ path: `test-results/screenshots/site-mobile-menu-${width}.png` });
      });
    }

    test('screenshot site home as a member (bottom menu, LINE banner)', async ({ page, request }) => {
      const member = await createMember(request, 'ภาพหน้าจอ');
      await useMemberSession(page, member.token);
      await page.goto('/');
      await expect(page.locator('main').first()).toContainText(/รางวัลที่ 1/);
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `test-results/screenshots/site-home-member-${width}.png`,
        fullPage: true,
      });
    });

    test.describe('first visit', () => {
      test.use({ storageState: EMPTY_STATE });

      test('screenshot site announcement popup', async ({ page }) => {
        await page.goto('/about');
        await page.getByRole('button', { name: 'ปฏิเสธทั้งหมด' }).click();
        await expect(
          page
            .getByRole('dialog', { name: /ประกาศ/ })
            .getByRole('img')
            .first(),
        ).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `test-results/screenshots/site-announcement-${width}.png` });
      });

      test('screenshot site consent bar and settings', async ({ page }) => {
        await page.goto('/about');
        await expect(page.getByRole('button', { name: 'ยอมรับทั้งหมด' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `test-results/screenshots/site-consent-bar-${width}.png` });
        await page.getByRole('button', { name: 'ตั้งค่า', exact: true }).click();
        await expect(page.getByRole('dialog', { name: 'ตั้งค่าคุกกี้' })).toBeVisible();
        await page.screenshot({ path: `test-results/screenshots/site-cookie-settings-${width}.png` });
      });
    });
  });
}
