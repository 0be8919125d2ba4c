import { expect, type Locator, type Page } from '@playwright/test';

// Checks shared by the journeys of server-rendered pages: what the origin sent, and whether the
// browser hydrated it (the same nodes stay, nothing is re-rendered or refused).

/** The server-rendered page inside an HTML document, or undefined when the origin sent none. */
export function serverPageOf(html: string): string | undefined {
  return /<div id="chokdee-server-page"[^>]*>([\s\S]*?)<\/div><script/.exec(html)?.[1];
}

/** What the origin sends for `path`: the server page inside it, if any. */
export async function serverPageAt(page: Page, path: string): Promise<string | undefined> {
  return serverPageOf(await (await page.request.get(path)).text());
}

/**
 * Waits until the origin sends `path` with its server page. The first page after the stack starts
 * can come without it while the API loads the remote's render file (the origin waits 1 s, then
 * the browser renders the page), so a journey about server pages starts once it is there.
 */
export async function untilServerRendered(page: Page, path: string): Promise<void> {
  await expect.poll(() => serverPageAt(page, path), { timeout: 20_000 }).toBeDefined();
}

/** Everything that says hydration went wrong: React's own errors, ours, and CSP refusals. */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Tags the page's heading (or the element at `selector` inside the page) as the parser writes it,
 * before any script: if the browser rendered the page again instead of hydrating it, the element
 * on screen is a new node without the tag.
 */
export async function tagServerHeading(page: Page, selector = 'h1'): Promise<void> {
  await page.addInitScript((inPage) => {
    new MutationObserver((_records, observer) => {
      const node = document.querySelector(`#chokdee-server-page ${inPage}`);
      if (!node) return;
      (node as HTMLElement & { fromServer?: boolean }).fromServer = true;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

/** Whether the heading on screen is the node the server sent (see `tagServerHeading`). */
export function isServerNode(heading: Locator): Promise<boolean> {
  return heading.evaluate((node) => (node as HTMLElement & { fromServer?: boolean }).fromServer === true);
}

/**
 * The page on screen is the server's, hydrated in place: its element handed over to the root,
 * nothing left marked to hydrate, and `heading` the very node the server sent.
 */
export async function expectHydratedInPlace(page: Page, heading: Locator): Promise<void> {
  await expect(heading).toBeVisible();
  await expect(page.locator('#chokdee-server-page')).toHaveCount(0);
  await expect(page.locator('[data-hydrate]')).toHaveCount(0);
  expect(await isServerNode(heading)).toBe(true);
}
