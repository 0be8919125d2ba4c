import { expect, test } from '@playwright/test';
import { createMember, useMemberSession } from '../support/members';
import { EMPTY_STATE } from '../support/site-state';
import { PUBLIC_PAGES } from '../support/site-pages';

// The site's own pages and chrome of issue 5 at phone and desktop width
// (e2e/test-results/screenshots/site-*.png), each without a page error.
const WIDTHS = [390, 1280];
const SHELL_PAGES = PUBLIC_PAGES.filter(
  (sitePage) =>
    !['check-lottery', 'dealers', 'dealer-store', 'rewards', 'members-login', 'members-register'].includes(
      sitePage.name,
    ),
);

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
