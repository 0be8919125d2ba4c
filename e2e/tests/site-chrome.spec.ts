import { expect, test, type Locator, type Page } from '@playwright/test';
import { createMember, useMemberSession } from '../support/members';
import { demoStore } from '../support/purchases';

// The shell's chrome around every page: the mobile menu, the 404 page and forced dark mode.

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, follows a link and closes on the route change', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'เปิดเมนู' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'เมนูหลัก' });
    await menu.getByRole('button', { name: 'เกี่ยวกับเรา' }).click();
    await menu.getByRole('link', { name: 'ร้องเรียน' }).click();
    await expect(page).toHaveURL(/\/complain$/);
    await expect(page.getByRole('button', { name: 'เปิดเมนู' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'ร้องเรียน' })).toBeHidden();
  });

  test('closes on a tap outside and on Escape', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    const menu = page.getByRole('navigation', { name: 'เมนูหลัก' });
    await expect(menu.getByRole('link', { name: 'หน้าแรก' })).toBeVisible();
    await page.mouse.click(200, 800);
    await expect(menu.getByRole('link', { name: 'หน้าแรก' })).toBeHidden();

    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await expect(menu.getByRole('link', { name: 'หน้าแรก' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'หน้าแรก' })).toBeHidden();
  });
});

test('an unknown page shows the Thai 404 with a way home', async ({ page }) => {
  await page.goto('/no/such/page/anywhere');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.getByRole('link', { name: 'กลับหน้าแรก' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown single segment is a 404 too, not an empty category', async ({ page }) => {
  await page.goto('/no-such-category-here');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
});

test('dark mode is forced on the dealer store shop and kept as chosen elsewhere', async ({ page }) => {
  await page.goto('/deprecated/dealers/CD1001/store');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The footer takes that store's contacts from the code in the path.
  await expect(page.getByRole('region', { name: /^ติดต่อร้าน/ })).toBeVisible();

  await page.goto('/about');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'โหมดมืด' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

// The desktop header is one row at every desktop width: the logo on one line, the menu's entries
// side by side (those that do not fit move into 'เพิ่มเติม'), the member's controls beside them,
// no entry cut off or under them — and every link of the menu still reachable, straight from the
// row or through a disclosure.
test.describe('desktop header on one row', () => {
  const DESKTOP_WIDTHS = [1024, 1280, 1440];
  /** One row of 56 px controls, with a little room for the dark theme's red edge. */
  const ONE_ROW_MAX_HEIGHT = 72;

  const visitors = [
    { name: 'logged out', member: false },
    { name: 'a member', member: true },
  ];

  for (const visitor of visitors) {
    test(`home and a store, ${visitor.name}, at ${DESKTOP_WIDTHS.join(', ')} px`, async ({ page }) => {
      // Six whole page loads: past the 30 s default on a busy two-core machine (31-32 s seen).
      test.setTimeout(90_000);
      const store = await demoStore(page.request);
      if (visitor.member) await useMemberSession(page, (await createMember(page.request)).token);
      for (const path of ['/', `/dealers/${store.userRef}`]) {
        for (const width of DESKTOP_WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          await expectOneRowHeader(page, {
            member: visitor.member,
            store: path !== '/',
            where: `${path} at ${width} px`,
          });
        }
      }
    });
  }

  test('fits the row again when the window is resized, as a fresh load at that width does', async ({
    page,
  }) => {
    // A member on a store page: the cart and the avatar leave the least room for the menu.
    const store = await demoStore(page.request);
    await useMemberSession(page, (await createMember(page.request)).token);
    const freshAt = async (width: number) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/dealers/${store.userRef}`);
      await expect(
        page
          .locator('header')
          .first()
          .getByRole('button', { name: /^ตะกร้า/ }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'เมนูผู้ใช้' })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      return settledRowLabels(page);
    };
    const narrow = await freshAt(1024);
    expect(narrow, 'at 1024 px some entries are under เพิ่มเติม').toContain('เพิ่มเติม');
    const wide = await freshAt(1440);
    expect(wide.length, 'more entries on the row at 1440 px').toBeGreaterThan(narrow.length);
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect.poll(() => rowLabels(page), { message: 'narrowed to 1024 px' }).toEqual(narrow);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => rowLabels(page), { message: 'widened to 1440 px' }).toEqual(wide);
  });

  /**
   * The row once it has settled: the member's controls arriving narrow it, and the row fits itself
   * again on the next frames (a page whose body came in the HTML gets there sooner than its code).
   */
  async function settledRowLabels(page: Page): Promise<string[]> {
    let previous = await rowLabels(page);
    for (;;) {
      await page.waitForTimeout(250);
      const now = await rowLabels(page);
      if (now.join('|') === previous.join('|')) return now;
      previous = now;
    }
  }

  /** The labels of the entries a visitor sees on the header's row, 'เพิ่มเติม' included. */
  function rowLabels(page: Page): Promise<string[]> {
    return page
      .getByRole('navigation', { name: 'เมนูหลัก' })
      .evaluate((nav) =>
        [...nav.querySelectorAll(':scope > div > ul > li')]
          .filter((li) => li.checkVisibility({ visibilityProperty: true }))
          .map((li) => li.firstElementChild?.textContent ?? ''),
      );
  }

  async function expectOneRowHeader(
    page: Page,
    { member, store, where }: { member: boolean; store: boolean; where: string },
  ) {
    const header = page.locator('header').first();
    const menu = header.getByRole('navigation', { name: 'เมนูหลัก' });
    await expect(menu.getByRole('link', { name: 'หน้าแรก' }), where).toBeVisible();
    // The member's area has loaded: the avatar button (and a store's cart), or the login link.
    if (member) await expect(header.getByRole('button', { name: 'เมนูผู้ใช้' }), where).toBeVisible();
    else await expect(header.getByRole('link', { name: 'เข้าสู่ระบบ' }), where).toBeVisible();
    if (store) await expect(header.getByRole('button', { name: /^ตะกร้า/ }), where).toBeVisible();
    await page.evaluate(() => document.fonts.ready);

    const layout = await header.evaluate((element) => {
      const nav = element.querySelector('nav[aria-label="เมนูหลัก"]');
      const entries = [...(nav?.querySelectorAll(':scope > div > ul > li') ?? [])].filter((li) =>
        li.checkVisibility({ visibilityProperty: true }),
      );
      const logo = element.querySelector('a[aria-label="โชคดี หน้าแรก"]');
      const logoText = document.createRange();
      if (logo) logoText.selectNodeContents(logo);
      const label = (control: Element) =>
        (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
      // The logo and the member's controls: every visible control of the header outside the menu.
      const others = [...element.querySelectorAll('a, button')].filter(
        (control) => !nav?.contains(control) && control.checkVisibility({ visibilityProperty: true }),
      );
      const navBox = nav?.getBoundingClientRect();
      const meets = (a: DOMRect, b: DOMRect) =>
        a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom && b.top < a.bottom;
      const overlaps: string[] = [];
      const cutOff: string[] = [];
      for (const entry of entries) {
        const box = entry.getBoundingClientRect();
        const control = entry.firstElementChild;
        const name = control ? label(control) : '';
        for (const other of others)
          if (meets(box, other.getBoundingClientRect())) overlaps.push(`${name} × ${label(other)}`);
        // Past the menu's own box, or its label wider than its link: part of it is not seen.
        if (navBox && (box.left < navBox.left - 0.5 || box.right > navBox.right + 0.5)) cutOff.push(name);
        else if (control && control.scrollWidth > control.clientWidth + 1) cutOff.push(name);
      }
      return {
        height: element.getBoundingClientRect().height,
        tops: entries.map((li) => Math.round(li.getBoundingClientRect().top)),
        logoLines: new Set([...logoText.getClientRects()].map((rect) => Math.round(rect.top))).size,
        overflow: element.scrollWidth - element.clientWidth,
        overlaps,
        cutOff,
      };
    });
    expect(layout.tops.length, `${where}: menu entries on the row`).toBeGreaterThan(1);
    expect(new Set(layout.tops).size, `${where}: menu entries at tops ${layout.tops.join(', ')}`).toBe(1);
    expect(layout.height, `${where}: header height`).toBeLessThanOrEqual(ONE_ROW_MAX_HEIGHT);
    expect(layout.logoLines, `${where}: lines of the logo`).toBe(1);
    expect(layout.overflow, `${where}: header scrolls sideways`).toBeLessThanOrEqual(0);
    expect(layout.overlaps, `${where}: menu entries over the logo or the member's controls`).toEqual([]);
    expect(layout.cutOff, `${where}: menu entries cut off`).toEqual([]);
    await expectEveryLinkReachable(page, menu, where);
  }

  /** Every link of the menu shows on the row or once the disclosure that holds it opens. */
  async function expectEveryLinkReachable(page: Page, menu: Locator, where: string) {
    const all = new Set(await menu.getByRole('link', { includeHidden: true }).evaluateAll(hrefs));
    const reached = new Set(await menu.getByRole('link').evaluateAll(hrefs));
    const buttons = menu.locator('button[aria-expanded]:visible');
    for (let index = 0; index < (await buttons.count()); index += 1) {
      const button = buttons.nth(index);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      for (const href of await menu.getByRole('link').evaluateAll(hrefs)) reached.add(href);
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    expect([...reached].sort(), `${where}: links reachable`).toEqual([...all].sort());
  }

  function hrefs(links: Element[]): string[] {
    return links.map((link) => link.getAttribute('href') ?? '');
  }
});
