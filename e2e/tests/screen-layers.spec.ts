import { answerNoticesStream, expect, test, type Page } from '../support/test';
import { createMember, useMemberSession } from '../support/members';
import { EMPTY_STATE, returningVisitorState } from '../support/site-state';

// One owner for the screen (shared-kernel/src/screen): the fixed layers — announcement popup,
// cookie bar, banners, bottom member menu, cart bars, quest buttons — never cover the page or
// each other. Tried as a new visitor would: a first visit, nothing decided, nothing closed.
test.use({ storageState: EMPTY_STATE });

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
];

const STORE_PAGE = '/dealers/somchai-lucky';
const SHOP_PAGE = '/ecommerce/store';

/**
 * Every visible interactive element of `main`, scrolled into view as a keyboard user's focus
 * would (the page's scroll-padding keeps it clear of the docked layers), then hit-tested at its
 * centre: the topmost element there must be the page's, not a fixed layer's. Returns the ones
 * covered, with what covers them.
 */
async function coveredInMain(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fixedLayerOf = (node: Element | null): Element | null => {
      for (let n = node; n; n = n.parentElement) {
        if (n.hasAttribute('data-screen-layer') || getComputedStyle(n).position === 'fixed') return n;
      }
      return null;
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}[${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}]`;
    const selector =
      'main a[href], main button, main input:not([type="hidden"]), main select, main textarea, main [tabindex]:not([tabindex="-1"])';
    const items = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (el) => el.checkVisibility({ visibilityProperty: true }) && !fixedLayerOf(el) && !el.closest('dialog'),
    );
    const covered: string[] = [];
    // A long page (a store's tickets) is sampled: the first 80 are its controls and first rows.
    for (const el of items.slice(0, 80)) {
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const rect = el.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) continue;
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      // Clipped by a scrolling container of its own (a carousel's hidden slide): not on screen.
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || el.contains(hit) || hit.contains(el)) continue;
      const layer = fixedLayerOf(hit);
      if (layer) covered.push(`${describe(el)} under ${describe(layer)}`);
    }
    window.scrollTo(0, 0);
    return covered;
  });
}

/** Pairs of visible docked layers that overlap each other (a modal floats over them on purpose). */
async function overlappingLayers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const layers = [...document.querySelectorAll<HTMLElement>('[data-screen-layer]')]
      .filter((el) => el.tagName !== 'DIALOG' && el.checkVisibility())
      .map((el) => ({ id: el.getAttribute('data-screen-layer')!, rect: el.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0);
    const overlaps: string[] = [];
    for (const [i, a] of layers.entries()) {
      for (const b of layers.slice(i + 1)) {
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (x > 1 && y > 1) overlaps.push(`${a.id} × ${b.id}`);
      }
    }
    return overlaps;
  });
}

/** The announcement popup, when it came: its close buttons are on screen, and it is closed. */
async function closeAnnouncement(page: Page) {
  const popup = page.getByRole('dialog', { name: 'ประกาศ' });
  await expect(popup.getByRole('img').first()).toBeVisible();
  // The popup has taken over the slide the page's HTML carried: its buttons are the ones that stay.
  await expect(page.locator('#chokdee-first-announcement')).toHaveCount(0);
  const viewport = page.viewportSize()!;
  for (const button of await popup.getByRole('button', { name: 'ปิด', exact: true }).all()) {
    const box = (await button.boundingBox())!;
    expect(box.y, 'a close button starts inside the viewport').toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, 'a close button ends inside the viewport').toBeLessThanOrEqual(
      viewport.height,
    );
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
  await popup.getByRole('button', { name: 'ปิด', exact: true }).last().click();
  await expect(popup).toBeHidden();
}

const banners = (page: Page) => page.getByRole('region', { name: /แอปโชคดี|การแจ้งเตือนผ่าน LINE/ });

for (const viewport of VIEWPORTS) {
  test(`on a first visit at ${viewport.width} px no fixed layer covers the page`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByText(/รางวัลที่ 1/).first()).toBeVisible();
    await closeAnnouncement(page);

    // The cookie bar waits for an answer; the banners wait for it.
    const cookieBar = page.getByRole('region', { name: 'การใช้คุกกี้' });
    await expect(cookieBar).toBeVisible();
    await expect(banners(page)).toHaveCount(0);
    expect(await coveredInMain(page)).toEqual([]);
    expect(await overlappingLayers(page)).toEqual([]);

    await cookieBar.getByRole('button', { name: 'ปฏิเสธทั้งหมด' }).click();
    await expect(cookieBar).toBeHidden();
    // Then one banner, never two.
    await expect(banners(page)).toHaveCount(1);
    expect(await coveredInMain(page)).toEqual([]);

    for (const path of ['/check-lottery', STORE_PAGE]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(banners(page)).toHaveCount(1);
      expect(await coveredInMain(page), path).toEqual([]);
      expect(await overlappingLayers(page), path).toEqual([]);
    }
  });

  test(`a member's dock, banner and quest buttons stack without covering the page at ${viewport.width} px`, async ({
    browser,
    request,
  }) => {
    const member = await createMember(request, 'ชั้นซ้อน');
    // A returning member: the cookie choice made and today's popup closed (the suite's default state).
    const context = await browser.newContext({ viewport, storageState: returningVisitorState() });
    await answerNoticesStream(context);
    const page = await context.newPage();
    await useMemberSession(page, member.token);
    // A store opened first: the member menu shows from then on (it names that store).
    await page.goto(STORE_PAGE);
    await expect(page.getByText(/สมชาย/).first()).toBeVisible();
    // The store's name is in the page's HTML at once; the store is remembered once its code runs
    // (its search takes input from then on).
    await expect(page.getByLabel('หลักที่ 1')).toBeEnabled();
    await page.goto('/dealers');
    await expect(page.getByRole('navigation', { name: 'เมนูลัดสมาชิก' })).toBeVisible();
    await expect(page.getByTestId('quest-floating')).toBeVisible();
    await expect(page.getByRole('region', { name: 'การแจ้งเตือนผ่าน LINE' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `test-results/screen-layers/member-dealers-${viewport.width}.png` });
    expect(await overlappingLayers(page)).toEqual([]);
    expect(await coveredInMain(page)).toEqual([]);
    await context.close();
  });
}

test('on the check form the app banner is not over the button or its error message', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/check-lottery');
  await closeAnnouncement(page);
  await page.getByRole('button', { name: 'ปฏิเสธทั้งหมด' }).click();
  await expect(banners(page)).toHaveCount(1);
  // Asking with no number shows the form's error message under its button.
  await page.getByRole('button', { name: 'ตรวจผล', exact: true }).click();
  const error = page.getByText('กรุณากรอกเลขสลากอย่างน้อย 1 ชุด');
  await expect(error).toBeVisible();
  const errorCovered = await error.evaluate((el) => {
    el.scrollIntoView({ block: 'nearest' });
    const rect = el.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return Boolean(hit && !el.contains(hit) && hit.closest('[data-screen-layer]'));
  });
  expect(errorCovered).toBe(false);
  expect(await coveredInMain(page)).toEqual([]);
});

test("a member sees one cart bar: the shop's on the shop, the member menu on a dealer's store", async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'สองตะกร้า');
  await useMemberSession(page, member.token);
  await page.setViewportSize({ width: 390, height: 844 });
  // The shop's cart bar, by the mark the screen manager puts on its layers.
  const shopCart = page.locator('[data-screen-layer="shop-cart-bar"]');
  const memberMenu = page.getByRole('navigation', { name: 'เมนูลัดสมาชิก' });

  await page.goto(SHOP_PAGE);
  await expect(shopCart).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(memberMenu).toBeHidden();

  await page.goto(STORE_PAGE);
  await expect(memberMenu).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(shopCart).toBeHidden();
});

for (const path of ['/admin', '/truck/store']) {
  test(`a staff surface (${path}) shows no popup and no banner on a first visit`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog', { name: 'ประกาศ' })).toHaveCount(0);
    await expect(banners(page)).toHaveCount(0);
    // Consent is asked wherever the site is: answered, still no banner comes.
    await page.getByRole('button', { name: 'ปฏิเสธทั้งหมด' }).click();
    await page.waitForTimeout(500);
    await expect(banners(page)).toHaveCount(0);
  });
}

// For people to look at: a first visit to the pages with the most layers, at four widths.
test('screenshots of first visits with their layers', async ({ browser }) => {
  test.setTimeout(180_000);
  for (const width of [390, 1024, 1280, 1440]) {
    for (const [name, path] of [
      ['home', '/'],
      ['check-lottery', '/check-lottery'],
      ['store', STORE_PAGE],
      ['shop', SHOP_PAGE],
    ] as const) {
      const context = await browser.newContext({
        storageState: EMPTY_STATE,
        viewport: { width, height: width < 600 ? 844 : 800 },
      });
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `test-results/screen-layers/${name}-${width}-first.png` });
      const popup = page.getByRole('dialog', { name: 'ประกาศ' });
      if (await popup.isVisible())
        await popup.getByRole('button', { name: 'ปิด', exact: true }).last().click();
      await page.getByRole('button', { name: 'ปฏิเสธทั้งหมด' }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `test-results/screen-layers/${name}-${width}-answered.png` });
      await context.close();
    }
  }
});
