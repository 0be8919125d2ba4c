import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SHELL_URL } from '../support/env';
import { returningVisitorState } from '../support/site-state';
import { auditRoutes, screenshotName, type AuditRoute } from './audit-routes';
import {
  AUDIT_DIR,
  AUDIT_WIDTHS,
  heightFor,
  MEMBER_STATE,
  savedMember,
  type AuditState,
} from './audit-state';
import { DEFAULT_TITLE, measurePage, settle, watchConsole, type PageMeasure } from './page-audit';

// Every page of the live catalog and of the shell, logged out and as a member who has visited a
// store, at each audit width: no sideways scroll, nothing usable of `main` under a fixed or sticky
// layer, something in `main`, a title of its own, no console error. Each page loads once per
// visitor, at the narrowest width for the visitor logged out and at the widest for the member (so
// both ends are seen as a page first draws), and is then resized through the other widths. One
// browser context per visitor; every fault is a soft failure, so one run lists them all.

/** Which routes a visitor can be on: a logged-out visitor is sent to log in from a member's page, a member away from a guest's. */
const visits = (state: AuditState, route: AuditRoute) =>
  state === 'member' ? route.auth !== 'guest' : route.auth !== 'required';

/**
 * Two frames: the layout of the new width has been drawn. A page whose frames stop (its main
 * thread stuck) fails here within seconds instead of holding the whole audit.
 */
const nextFrames = (page: Page) =>
  Promise.race([
    page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    ),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`${decodeURI(page.url())}: no frame drawn in 10 s`)), 10_000),
    ),
  ]);

function reportCovered(where: string, measure: PageMeasure) {
  for (const fault of measure.covered)
    expect.soft(fault, `${where}: a control of main is under a fixed layer`).toBeUndefined();
}

/** One visitor's pass over its routes, in its own browser context. */
async function auditAs(
  browser: Browser,
  state: AuditState,
  routes: readonly AuditRoute[],
): Promise<string[]> {
  const context = await browser.newContext({
    baseURL: SHELL_URL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    storageState: state === 'member' ? MEMBER_STATE : returningVisitorState(),
  });
  let page = await context.newPage();
  let errors = watchConsole(page);
  const widths = state === 'member' ? [...AUDIT_WIDTHS].reverse() : [...AUDIT_WIDTHS];
  const audited: string[] = [];

  for (const route of routes) {
    const shown = decodeURI(route.path);
    try {
      await auditRoute(page, errors, state, route, widths);
      audited.push(shown);
    } catch (error) {
      // A page that stopped answering: say so, and go on with the next in a new tab.
      expect.soft(String(error), `${shown} (${state}): the page stopped answering`).toBe('');
      await page.close({ runBeforeUnload: false }).catch(() => undefined);
      page = await context.newPage();
      errors = watchConsole(page);
    }
  }
  await context.close();
  return audited;
}

/** One route at every width: its checks, its screenshots, its console. */
async function auditRoute(
  page: Page,
  errors: ReturnType<typeof watchConsole>,
  state: AuditState,
  route: AuditRoute,
  widths: readonly number[],
): Promise<void> {
  {
    const shown = decodeURI(route.path);
    const started = Date.now();
    const first = widths[0]!;
    await page.setViewportSize({ width: first, height: heightFor(first) });
    await page.goto(route.path);
    await settle(page);
    const settled = Date.now();
    const landed = decodeURI(new URL(page.url()).pathname);
    for (const width of widths) {
      if (width !== first) {
        await page.setViewportSize({ width, height: heightFor(width) });
        await nextFrames(page);
      }
      const where = `${shown} at ${width}px (${state}${landed === shown ? '' : `, sent to ${landed}`})`;
      const top = await measurePage(page, 'top');
      expect.soft(top.scrollWidth, `${where}: scrolls sideways`).toBeLessThanOrEqual(top.innerWidth);
      expect.soft(top.mainText + top.mainItems, `${where}: main is empty`).toBeGreaterThan(0);
      expect.soft(top.title, `${where}: the page has no title of its own`).not.toBe(DEFAULT_TITLE);
      reportCovered(`${where}, top`, top);
      await page.screenshot({
        // JPEG: four per page and visitor, written quicker than PNG and as good to look at.
        path: path.join(AUDIT_DIR, state, `${screenshotName(route.path)}-${width}.jpg`),
        quality: 80,
      });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await nextFrames(page);
      reportCovered(`${where}, bottom`, await measurePage(page, 'bottom'));
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    // A placeholder id has no record: the API's 404 for it is the page's 'not found' state.
    const notFound = /Failed to load resource: the server responded with a status of 404/;
    const logged = errors.take().filter((error) => !(route.placeholder && notFound.test(error)));
    expect.soft(logged, `${shown} (${state}): console errors`).toEqual([]);
    if (process.env.AUDIT_TIMING)
      process.stdout.write(
        `${state} ${shown} load ${settled - started} ms, widths ${Date.now() - settled} ms\n`,
      );
  }
}

test(`every page, logged out and as a member who visited a store, at ${AUDIT_WIDTHS.join(', ')} px`, async ({
  browser,
  request,
}) => {
  // A guard against a stuck run, not a speed goal: a page that stops answering already fails in
  // 10 s (nextFrames). Too tight a budget here fails a slow runner's whole audit and retries it.
  test.setTimeout(900_000);
  mkdirSync(AUDIT_DIR, { recursive: true });
  // AUDIT_ONLY=<regexp> audits the matching paths only (a quick look at a few pages).
  const only = process.env.AUDIT_ONLY ? new RegExp(process.env.AUDIT_ONLY) : null;
  const routes = (await auditRoutes(request, savedMember().token)).filter(
    (route) => !only || only.test(decodeURI(route.path)),
  );
  // Each visitor's pages in two lanes, the four side by side: most of a page's time is waiting
  // on the network and the API, not on the two CPUs.
  const lanes = (state: AuditState) => {
    const mine = routes.filter((route) => visits(state, route));
    return [0, 1].map((lane) =>
      auditAs(
        browser,
        state,
        mine.filter((_, index) => index % 2 === lane),
      ),
    );
  };
  const audit = async (state: AuditState) => (await Promise.all(lanes(state))).flat();
  const [loggedOut, member] = await Promise.all([audit('logged-out'), audit('member')]);
  test
    .info()
    .annotations.push(
      { type: 'audited logged out', description: `${loggedOut.length}: ${loggedOut.join(' ')}` },
      { type: 'audited as a member', description: `${member.length}: ${member.join(' ')}` },
    );
});
