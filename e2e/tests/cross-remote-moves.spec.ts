import { expect, test, type Page } from '@playwright/test';
import { createMember, logIn, useMemberSession } from '../support/members';

// Moves a person makes with clicks, from one remote's page to another's and back, in one page
// load: the target remote's content must appear without a reload (a page once stayed blank when
// two remotes shared a layout, because the shell kept the first remote's parcel).

/** Marks this page load, so a move that reloaded the page is caught. */
async function markPageLoad(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { __sameLoad?: boolean }).__sameLoad = true;
  });
}

async function expectSameLoad(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __sameLoad?: boolean }).__sameLoad)).toBe(true);
}

function siteNav(page: Page) {
  return page.getByRole('navigation', { name: 'เมนูหลัก' });
}

/** A link of the site navigation; on a phone the menu opens first, and a group's links are in it. */
async function clickSiteLink(page: Page, name: string, group?: string): Promise<void> {
  const opener = page.getByRole('button', { name: 'เปิดเมนู' });
  if (await opener.isVisible()) await opener.click();
  if (group) await siteNav(page).getByRole('button', { name: group }).click();
  await siteNav(page).getByRole('link', { name, exact: false }).first().click();
}

/** A link of the profile menu, in its group (a closed group opens first). */
async function clickProfileLink(page: Page, group: string, name: string): Promise<void> {
  const menu = page.getByRole('complementary', { name: 'ข้อมูลสมาชิก' });
  const link = menu.getByRole('link', { name });
  if (!(await link.isVisible())) await menu.getByRole('button', { name: group }).click();
  await link.click();
}

for (const width of [390, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    });

    test('results → rewards → results through the site navigation', async ({ page }) => {
      await page.goto('/check-lottery');
      await expect(page.locator('main')).toContainText('รางวัลที่ 1');
      await markPageLoad(page);

      await clickSiteLink(page, 'แลกของรางวัล', 'กิจกรรม');
      await expect(page).toHaveURL(/\/rewards$/);
      await expect(page.getByRole('heading', { level: 1, name: 'แลกของรางวัล' })).toBeVisible();

      await clickSiteLink(page, 'ตรวจผลสลาก');
      await expect(page).toHaveURL(/\/check-lottery$/);
      await expect(page.locator('main')).toContainText('รางวัลที่ 1');
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'แลกของรางวัล' })).toBeVisible();
      await expectSameLoad(page);
    });

    test("a member's profile menu moves between mf-member's and mf-lottery's pages", async ({
      page,
      request,
    }) => {
      const member = await createMember(request, 'ย้ายหน้า');
      await useMemberSession(page, member.token);
      await page.goto('/members/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'ข้อมูลส่วนตัว' })).toBeVisible();
      await markPageLoad(page);

      await clickProfileLink(page, 'ลอตเตอรี่', 'รายการสั่งซื้อ');
      await expect(page).toHaveURL(/\/members\/order-history$/);
      await expect(page.getByRole('heading', { level: 1, name: 'ประวัติการสั่งซื้อ' })).toBeVisible();
      await expect(page).toHaveTitle('ประวัติการสั่งซื้อ | โชคดี');

      await clickProfileLink(page, 'ข้อมูลของฉัน', 'ข้อมูลส่วนตัว');
      await expect(page.getByRole('heading', { level: 1, name: 'ข้อมูลส่วนตัว' })).toBeVisible();

      await clickProfileLink(page, 'กิจกรรม', 'กิจกรรมของฉัน');
      await expect(page).toHaveURL(/\/members\/activities$/);
      await expect(page.locator('main')).toContainText('กิจกรรม');

      await clickSiteLink(page, 'ค้นหาร้านค้า');
      await expect(page).toHaveURL(/\/dealers$/);
      await expect(page.locator('main')).toContainText('ร้าน');
      await expectSameLoad(page);
    });

    test('logging in from the middle of a journey lands on the page the member wanted', async ({
      page,
      request,
    }) => {
      const member = await createMember(request, 'เข้าระหว่างทาง');
      await page.goto('/members/order-history');
      await expect(page).toHaveURL(/\/members\/login/);
      await markPageLoad(page);
      await logIn(page, member);
      await expect(page).toHaveURL(/\/members\/order-history$/);
      await expect(page.getByRole('heading', { level: 1, name: 'ประวัติการสั่งซื้อ' })).toBeVisible();
      await expectSameLoad(page);
    });

    test('Back while the login is on its way stays on the page the member went back to', async ({
      page,
      request,
    }) => {
      const member = await createMember(request, 'กลับระหว่างเข้า');
      await page.goto('/dealers/somchai-lucky');
      const storeHeading = page.getByRole('heading', { level: 1, name: 'ร้านสมชายมีโชค ลอตเตอรี่' });
      await expect(storeHeading).toBeVisible();
      await markPageLoad(page);
      await page.getByRole('link', { name: 'ประวัติการซื้อ' }).click();
      await expect(page).toHaveURL(/\/members\/login/);
      // The answer is held until the member has gone Back, as on a slow phone network.
      let answerLogin = () => undefined as void;
      const wentBack = new Promise<void>((resolve) => (answerLogin = resolve));
      await page.route('**/public/v2/auth/login', async (route) => {
        await wentBack;
        await route.continue();
      });
      const loggedIn = page.waitForResponse('**/public/v2/auth/login');
      await logIn(page, member);
      await page.goBack();
      await expect(storeHeading).toBeVisible();
      answerLogin();
      await loggedIn;
      await expect(page.getByRole('button', { name: 'เมนูผู้ใช้' })).toBeVisible();
      await expect(page).toHaveURL(/\/dealers\/somchai-lucky$/);
      await expect(storeHeading).toBeVisible();
      await expectSameLoad(page);
    });

    test('a new page opens at the top', async ({ page, request }) => {
      const member = await createMember(request, 'เลื่อนหน้า');
      await useMemberSession(page, member.token);
      await page.goto('/dealers');
      await expect(page.locator('main')).toContainText('ร้าน');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      // By keyboard: at the bottom of a phone's page the banners float over the footer's links.
      await page.getByRole('navigation', { name: 'นโยบาย' }).getByRole('link').first().press('Enter');
      await expect(page).toHaveURL(/\/policy-privacy$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}
