import { expect, test, type Page } from '@playwright/test';
import { SHELL_URL } from '../support/env';
import { returningVisitorState } from '../support/site-state';
import { auditRoutes, type AuditRoute } from './audit-routes';
import { MEMBER_STATE, savedMember } from './audit-state';
import { settle } from './page-audit';

// Client-side moves between every ordered pair of live remotes, as a member: the target remote's
// page must show in the same page load (a page once stayed blank when two remotes shared a layout,
// because the shell kept the first remote's parcel). The pairs are walked as one circuit (each
// page is the start of the next move), so 42 moves of 7 remotes cost one page load.

/** One page per remote: a visitor's static page if it has one, else any it serves a member. */
function pageOfEachRemote(routes: AuditRoute[]): AuditRoute[] {
  const byRemote = new Map<string, AuditRoute>();
  const rank = (route: AuditRoute) => (route.staff ? 2 : 0) + (route.auth === 'none' ? 0 : 1);
  for (const route of routes) {
    if (route.app === 'shell' || route.auth === 'guest' || route.path !== route.pattern) continue;
    const chosen = byRemote.get(route.app);
    if (!chosen || rank(route) < rank(chosen)) byRemote.set(route.app, route);
  }
  return [...byRemote.values()];
}

/** A closed walk through every ordered pair of `count` nodes once (Hierholzer, complete digraph). */
export function everyOrderedPair(count: number): number[] {
  const unused = Array.from({ length: count }, (_, from) =>
    Array.from({ length: count }, (_, to) => to).filter((to) => to !== from),
  );
  const stack = [0];
  const walk: number[] = [];
  while (stack.length > 0) {
    const node = stack[stack.length - 1]!;
    const next = unused[node]!.shift();
    if (next === undefined) walk.push(stack.pop()!);
    else stack.push(next);
  }
  return walk.reverse();
}

async function markLoad(page: Page) {
  await page.evaluate(() => ((window as { __auditLoad?: boolean }).__auditLoad = true));
}

const sameLoad = (page: Page) =>
  page.evaluate(() => (window as { __auditLoad?: boolean }).__auditLoad === true);

/** Moves without a reload: a link to the page if this page shows one, else the shell's navigation. */
async function moveTo(page: Page, path: string): Promise<'link' | 'history'> {
  const link = page.locator(`a[href="${path}"]:visible`).first();
  if (await link.count()) {
    await link.click();
    return 'link';
  }
  await page.evaluate((target) => {
    // As the kernel's navigate(): single-spa's patched pushState fires popstate itself.
    window.history.pushState(null, '', target);
    if (typeof (window as { singleSpaNavigate?: unknown }).singleSpaNavigate !== 'function')
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  return 'history';
}

/** The text of the remote's page slot, once it shows something. */
async function remoteSlotText(page: Page, remote: string): Promise<string> {
  const slot = page.locator(`main [data-remote="${remote}"][data-slot="main"]`);
  await expect(slot, `${remote}'s page slot`).toBeVisible();
  await expect
    .poll(async () => (await slot.innerText()).trim().length, { message: `${remote}'s page shows` })
    .toBeGreaterThan(0);
  return (await slot.innerText()).trim();
}

test('every remote to every other, client-side, in one page load', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const pages = pageOfEachRemote(await auditRoutes(request, savedMember().token));
  expect(pages.length, 'live remotes with a page').toBeGreaterThan(1);
  const context = await browser.newContext({ baseURL: SHELL_URL, storageState: MEMBER_STATE });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const walk = everyOrderedPair(pages.length);

  let current = pages[walk[0]!]!;
  await page.goto(current.path);
  await settle(page);
  await markLoad(page);
  let before = await remoteSlotText(page, current.app).catch(() => '');
  const moves: string[] = [];
  for (const index of walk.slice(1)) {
    const target = pages[index]!;
    const move = `${current.app} ${current.path} → ${target.app} ${target.path}`;
    const how = await moveTo(page, target.path);
    const ok = await test.step(`${move} (${how})`, async () => {
      try {
        await expect(page, move).toHaveURL(`${SHELL_URL}${target.path}`);
        const after = await remoteSlotText(page, target.app);
        expect(after, `${move}: the page still shows ${current.app}'s content`).not.toBe(before);
        expect(await sameLoad(page), `${move}: the page reloaded`).toBe(true);
        before = after;
        return true;
      } catch (error) {
        expect.soft(error, move).toBeUndefined();
        return false;
      }
    });
    moves.push(`${ok ? 'ok' : 'FAILED'} ${move} (${how})`);
    if (!ok) {
      // Start the next move from a fresh load of this page, so one fault does not hide the others.
      await page.goto(target.path);
      await settle(page);
      await markLoad(page);
      before = await remoteSlotText(page, target.app).catch(() => '');
    }
    current = target;
  }
  test.info().annotations.push({ type: 'moves', description: moves.join('\n') });
  await context.close();
});

test("logging in from a member's page lands back on it, without a reload", async ({ browser, request }) => {
  const routes = await auditRoutes(request, savedMember().token);
  const memberPage = routes.find((route) => route.auth === 'required' && route.path === route.pattern)!;
  const context = await browser.newContext({ baseURL: SHELL_URL, storageState: returningVisitorState() });
  const page = await context.newPage();
  await page.goto(memberPage.path);
  await expect(page).toHaveURL(/\/members\/login\?redirect_url=/);
  await markLoad(page);
  const member = savedMember();
  await page.getByRole('textbox', { name: 'เบอร์โทรศัพท์', exact: true }).fill(member.tel);
  await page.getByRole('textbox', { name: 'รหัสผ่าน', exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page).toHaveURL(`${SHELL_URL}${memberPage.path}`);
  await remoteSlotText(page, memberPage.app);
  expect(await sameLoad(page), 'logged in without a reload').toBe(true);
  await context.close();
});
