import { expect, test, type Page } from '@playwright/test';
import { MAX_CART_TICKETS } from '@chokdee/shared-contract/schemas/lottery-cart';
import { API_URL, SHELL_URL } from '../support/env';
import { createMember, useMemberSession } from '../support/members';
import { deleteCartThroughApi, demoStore, freeNumber, holdTicketsThroughApi } from '../support/purchases';
import { returningVisitorState } from '../support/site-state';

// Two people on one store page: what one reserves shows on the other's screen within a second,
// with no reload, through the store's stock-events stream; so does a reservation that runs out
// (the API clock is moved by the dev-only /dev/clock). A screen reader hears both, politely.

/** A page load would read everything again: a mark on the window shows none happens. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => '__sameDocument' in window);

/** Notes on the page the moment the mark appears (same machine, so comparable with the test's clock). */
const watchForMark = (page: Page) =>
  page.evaluate(() => {
    new MutationObserver((_, observer) => {
      if (!document.body.textContent?.includes('มีผู้จองแล้ว')) return;
      Object.assign(window, { __markedAt: Date.now() });
      observer.disconnect();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

/** The store page showing one number, once its live stream is open. */
async function openStorePage(page: Page, userRef: string, number: string) {
  const streamOpen = page.waitForResponse((response) => response.url().includes('/stock-events'));
  await page.goto(`/dealers/${userRef}?pattern=${number}`);
  await expect(page.getByRole('button', { name: `เพิ่มลงตะกร้า เลข ${number}` })).toBeVisible();
  expect((await streamOpen).status()).toBe(200);
}

test('a number one member reserves is marked on another open page of the store within a second', async ({
  page: watcher,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const store = await demoStore(request);
  const { number, available } = await freeNumber(request, store, '_____1');
  expect(available).toBeLessThanOrEqual(MAX_CART_TICKETS);
  const member = await createMember(request, 'ผู้ซื้อไวมาก');
  const buyerContext = await browser.newContext({
    baseURL: SHELL_URL,
    storageState: returningVisitorState(),
  });
  const buyer = await buyerContext.newPage();
  await useMemberSession(buyer, member.token);

  await openStorePage(watcher, store.userRef, number);
  await openStorePage(buyer, store.userRef, number);
  await markDocument(watcher);
  const watchedRow = watcher.getByRole('listitem').filter({ hasText: `ใบละ` }).first();
  await expect(watchedRow).toContainText(`เหลือ ${available} ใบ`);

  // The buyer takes every ticket of the number.
  const quantity = buyer.getByRole('group', { name: `จำนวนสลากเลข ${number}` }).getByRole('spinbutton');
  await quantity.fill(String(available));
  await quantity.press('Enter');
  const reserved = buyer.waitForResponse(
    (response) => /\/carts\/[^/]+\/items$/.test(response.url()) && response.request().method() === 'POST',
  );
  await watchForMark(watcher);
  const clickedAt = Date.now();
  await buyer.getByRole('button', { name: `เพิ่มลงตะกร้า เลข ${number}` }).click();
  expect((await reserved).status()).toBe(200);
  const answeredAt = Date.now();

  // The watcher's row stays, marked, its add button off: within a second, no reload.
  await expect(watchedRow.getByText('มีผู้จองแล้ว')).toBeVisible({ timeout: 1_000 });
  const markedAt = await watcher.evaluate(() => (window as { __markedAt?: number }).__markedAt ?? NaN);
  const latency = `marked ${markedAt - clickedAt} ms after the click, ${markedAt - answeredAt} ms after the buyer's answer`;
  test.info().annotations.push({ type: 'latency', description: latency });
  console.log(`live stock: ${latency}`);
  await expect(watcher.getByRole('button', { name: `เพิ่มลงตะกร้า เลข ${number}` })).toBeDisabled();
  await expect(watcher.getByText(`มีผู้จองเลข ${number} แล้ว`)).toHaveAttribute('aria-live', 'polite');
  expect(await sameDocument(watcher)).toBe(true);

  // The buyer's own cart holds them; their page does not call them taken by someone else.
  await expect(buyer.getByRole('button', { name: new RegExp(`ตะกร้าสินค้า \\(${available}\\)`) })).toBeVisible();
  await expect(buyer.getByText('มีผู้จองแล้ว')).toHaveCount(0);

  for (const width of [390, 1024, 1280, 1440]) {
    await watcher.setViewportSize({ width, height: 900 });
    await watchedRow.evaluate((row) => row.scrollIntoView({ block: 'center' }));
    await watcher.screenshot({ path: `test-results/live-stock-watcher-${width}.png` });
  }
  await buyerContext.close();
});

test.describe('a reservation that runs out', () => {
  test.afterEach(async ({ request }) => {
    await request.delete(`${API_URL}/dev/clock`);
  });

  test('shows the number free again on a watching page about a second after the end', async ({
    page: watcher,
    request,
  }) => {
    test.setTimeout(60_000);
    const store = await demoStore(request);
    const { number, available } = await freeNumber(request, store, '____2_');
    expect(available).toBeLessThanOrEqual(MAX_CART_TICKETS);
    const member = await createMember(request, 'ผู้จองแล้วลืม');
    await openStorePage(watcher, store.userRef, number);
    await markDocument(watcher);
    const watchedRow = watcher.getByRole('listitem').filter({ hasText: `ใบละ` }).first();

    const hold = await holdTicketsThroughApi(request, member.token, store, number, available);
    try {
      await expect(watchedRow.getByText('มีผู้จองแล้ว')).toBeVisible({ timeout: 1_000 });

      // One second before the cart's end (whole seconds): the hold ends 1 to 2 seconds from now,
      // with no request to announce it.
      const moved = await request.put(`${API_URL}/dev/clock`, {
        data: { now: new Date(hold.expiresAt.getTime() - 1_000).toISOString() },
      });
      expect(moved.status()).toBe(200);
      const movedAt = Date.now();
      await expect(watchedRow).toContainText(`เหลือ ${available} ใบ`, { timeout: 3_500 });
      const shownAfter = `free again ${Date.now() - movedAt} ms after the clock was set 1-2 s before the end`;
      test.info().annotations.push({ type: 'latency', description: shownAfter });
      console.log(`live stock: ${shownAfter}`);
      await expect(watchedRow.getByText('มีผู้จองแล้ว')).toHaveCount(0);
      await expect(watcher.getByRole('button', { name: `เพิ่มลงตะกร้า เลข ${number}` })).toBeEnabled();
      // Told at most every two seconds: the sentence may wait for the one before.
      await expect(watcher.getByText(`เลข ${number} ว่างอีกครั้ง`)).toHaveAttribute('aria-live', 'polite', {
        timeout: 3_000,
      });
      expect(await sameDocument(watcher)).toBe(true);
    } finally {
      // Back on the real clock the cart would hold again: give its tickets back.
      await request.delete(`${API_URL}/dev/clock`);
      await deleteCartThroughApi(request, member.token, store, hold.cartId);
    }
  });
});
