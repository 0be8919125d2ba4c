import { seriousViolations } from '../support/axe';
import { expect, test, type Page } from '../support/test';
import { API_URL } from '../support/env';
import { createMember, useMemberSession } from '../support/members';
import { EMPTY_STATE } from '../support/site-state';
import { MEMBER_PAGES, PUBLIC_PAGES, type SitePage } from '../support/site-pages';

// An axe scan (WCAG 2.1 A and AA) of every page, as a visitor and, for the member pages, as a
// member: no serious or critical violation anywhere, at phone and desktop width.
const WIDTHS = [390, 1280];
// Each page on its own: the file's tests share nothing, so both workers may take them.
test.describe.configure({ mode: 'parallel' });

async function scan(page: Page, sitePage: SitePage, width: number) {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await page.goto(sitePage.path);
  await expect(page.locator('main').first()).toContainText(sitePage.ready);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), `${sitePage.path} at ${width}px`).toEqual([]);
}

for (const width of WIDTHS) {
  for (const sitePage of PUBLIC_PAGES) {
    test(`axe: ${sitePage.name} at ${width}px has no serious violation`, async ({ page }) => {
      await scan(page, sitePage, width);
    });
  }

  test(`axe: article and social detail at ${width}px have no serious violation`, async ({
    page,
    request,
  }) => {
    for (const kind of ['article', 'social'] as const) {
      const response = await request.get(`${API_URL}/public/v3/contents`, { params: { kind, per_page: 1 } });
      const { data } = (await response.json()) as { data: { id: number; slug: string; title: string }[] };
      const item = data[0]!;
      const path = kind === 'article' ? `/articles/${item.id}/${item.slug}` : `/${item.id}/${item.slug}`;
      await scan(page, { name: `${kind}-detail`, path, ready: /แชร์/ }, width);
    }
  });

  test.describe(`first visit at ${width}px`, () => {
    test.use({ storageState: EMPTY_STATE });

    test('axe: the consent bar and the cookie settings have no serious violation', async ({ page }) => {
      await scan(page, { name: 'consent-bar', path: '/about', ready: /เกี่ยวกับ/ }, width);
      await page.getByRole('button', { name: 'ตั้งค่า', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'ตั้งค่าคุกกี้' })).toBeVisible();
      expect(await seriousViolations(page), 'cookie settings dialog').toEqual([]);
    });
  });

  test(`axe: member pages at ${width}px have no serious violation`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const member = await createMember(request, 'สแกน');
    await useMemberSession(page, member.token);
    for (const sitePage of MEMBER_PAGES) await scan(page, sitePage, width);
  });
}
