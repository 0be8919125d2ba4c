import { expect, test } from '../support/test';
import { EMPTY_STATE } from '../support/site-state';

// Spec §4: the announcement popup shows once a day (or when its version changes), fetched on
// mount: a first visitor sees it without answering the cookie bar (only pixels wait for consent),
// and nothing covers the bar's buttons. Closing it stores the day and the version.
test.use({ storageState: EMPTY_STATE, viewport: { width: 1280, height: 900 } });

test('the announcement shows on a first visit before the cookie choice, once a day', async ({ page }) => {
  await page.goto('/about');
  const popup = page.getByRole('dialog', { name: /ประกาศ/ });
  await expect(popup).toBeVisible();
  // The bar is answerable with the popup up: Playwright's click fails if anything covers it.
  await page.getByRole('button', { name: 'ปฏิเสธทั้งหมด' }).click();
  await expect(page.getByRole('region', { name: 'การใช้คุกกี้' })).toBeHidden();
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('img').first()).toBeVisible();
  // Closed with the text button at the bottom (the corner ✕ does the same).
  await popup.getByRole('button', { name: 'ปิด', exact: true }).last().click();
  await expect(popup).toBeHidden();

  const stored = await page.evaluate(() => ({
    date: localStorage.getItem('announcement_popup_date'),
    version: localStorage.getItem('announcement_popup_version'),
  }));
  expect(stored.date).toMatch(/^\d{8}$/);
  expect(stored.version).toBe('1');

  // The site's origin is told too: the next page's HTML comes without the slide.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'chokdee_announcement_closed')?.value).toBe(`${stored.date}.1`);
  expect(await (await page.request.get('/about')).text()).not.toContain('chokdee-first-announcement');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(popup).toBeHidden();
});

test('the first slide shows before the slideshow code, which takes over without moving it and autoplays', async ({
  page,
}) => {
  await page.goto('/about');
  const popup = page.getByRole('dialog', { name: /ประกาศ/ });
  const first = popup.getByRole('img').first();
  // The page's HTML drew it first; the popup draws it in the same place (the cookie bar, which
  // comes with the app's code, may make it shorter).
  await expect(first).toBeVisible();
  const carried = (await first.boundingBox())!;
  await expect(popup.getByRole('button', { name: 'ภาพถัดไป' })).toBeVisible();
  const drawn = (await first.boundingBox())!;
  expect({ x: drawn.x, y: drawn.y, width: drawn.width }).toEqual({
    x: carried.x,
    y: carried.y,
    width: carried.width,
  });
  // embla puts a transform on the slides' track once it has taken them over.
  const track = popup.getByRole('group').first().locator('..');
  await expect(track).toHaveAttribute('style', /transform/);
  // Horizontally still (a font swap above it may move it down, not embla).
  const taken = (await first.boundingBox())!;
  expect({ x: taken.x, width: taken.width, height: taken.height }).toEqual({
    x: drawn.x,
    width: drawn.width,
    height: drawn.height,
  });
  // Spec §4: the slideshow autoplays (5 s a slide, from when the idle-loaded engine starts).
  await expect(popup.getByRole('button', { name: 'ภาพที่ 2' })).toHaveAttribute('aria-current', 'true', {
    timeout: 15_000,
  });
});

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test("the page's HTML carries the first slide, and the browser itself closes it", async ({ page }) => {
    await page.goto('/check-lottery');
    const popup = page.getByRole('dialog', { name: 'ประกาศ' });
    await expect(popup).toBeVisible();
    const picture = popup.getByRole('img');
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await popup.getByRole('button', { name: 'ปิด', exact: true }).last().click();
    await expect(popup).toBeHidden();
    // The dimmed layer goes with it: the page under it is not covered.
    await expect(page.locator('#chokdee-first-announcement')).toBeHidden();
  });
});

test("a slide closed before the shell's code ran is remembered, and not opened again", async ({ page }) => {
  // The shell's code waits until the visitor has closed the slide the HTML carried.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/about', { waitUntil: 'commit' });
  const popup = page.getByRole('dialog', { name: 'ประกาศ' });
  await popup.getByRole('button', { name: 'ปิด', exact: true }).last().click();
  await expect(popup).toBeHidden();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('announcement_popup_version'))).toBe('1');
});

test('the app banner shows until closed for the day', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  await page.getByRole('button', { name: 'ปฏิเสธทั้งหมด' }).click();
  const popup = page.getByRole('dialog', { name: /ประกาศ/ });
  if (await popup.isVisible()) await popup.getByRole('button', { name: 'ปิด', exact: true }).last().click();

  const banner = page.getByRole('region', { name: /แอป/ });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: /ปิด/ }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(banner).toBeHidden();
});

for (const width of [390, 1280]) {
  test(`at ${width}px nothing covers the cookie bar's buttons on a first visit with the popup`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: /ประกาศ/ });
    await expect(popup.getByRole('img').first()).toBeVisible();
    // The banners wait their turn (the screen manager: after the popup and the cookie bar).
    await expect(page.getByRole('region', { name: /แอป/ })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `test-results/screenshots/first-visit-popup-${width}.png` });

    const bar = page.getByRole('region', { name: 'การใช้คุกกี้' });
    for (const name of ['ตั้งค่า', 'ปฏิเสธทั้งหมด', 'ยอมรับทั้งหมด']) {
      const button = bar.getByRole('button', { name, exact: true });
      const box = (await button.boundingBox())!;
      // The element at the centre of each button is the button itself (or its text).
      const onTop = await page.evaluate(
        ({ x, y, label }) => document.elementFromPoint(x, y)?.closest('button')?.textContent === label,
        { x: box.x + box.width / 2, y: box.y + box.height / 2, label: name },
      );
      expect(onTop, name).toBe(true);
    }
    // The popup sits above the bar, whole: its closing button is not under it.
    const barTop = (await bar.boundingBox())!.y;
    const popupBox = (await popup.boundingBox())!;
    expect(popupBox.y + popupBox.height).toBeLessThanOrEqual(barTop + 1);

    await bar.getByRole('button', { name: 'ตั้งค่า', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'ตั้งค่าคุกกี้' })).toBeVisible();
  });
}
