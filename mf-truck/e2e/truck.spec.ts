// mf-truck's journeys: `npm run e2e -w mf-truck` runs them under the shell with only mf-truck (and
// the shell) built fresh; `npm run e2e` runs them with every other app's (e2e/README.md).
import { expect, test } from '@playwright/test';
import { createMember, useMemberSession } from '../../e2e/support/members';
import {
  goOffline,
  goOnline,
  operatorLogin,
  operatorSales,
  operatorToken,
  resultNumbers,
  searchOnPad,
  shot,
} from './truck-support';

test('an operator sells two tickets for cash, prints the receipt, and a member claims them into the safe', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await operatorLogin(page);
  await searchOnPad(page, '7');
  const [first, second] = await resultNumbers(page);
  expect(first && second).toBeTruthy();
  await page.getByRole('button', { name: `เลือกเลข ${first}` }).click();
  await page.getByRole('button', { name: `เลือกเลข ${second}` }).click();
  await expect(page.getByText('รวม 2 ใบ')).toBeVisible();

  await page.getByRole('link', { name: 'ไปหน้าชำระเงิน (2 ใบ)' }).click();
  await expect(page).toHaveURL(/\/truck\/store\/cart$/);
  await page.getByLabel('เงินสด').check();
  await page.getByRole('button', { name: /^ยืนยันการขาย/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ขายสำเร็จ' })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'ใบเสร็จ' });
  await expect(receipt).toContainText(first!);
  await expect(receipt).toContainText(second!);
  await expect(receipt.getByRole('img', { name: /QR รับสลาก/ })).toBeVisible();
  const claimCode = (await receipt.getByTestId('claim-code').textContent())!.trim();
  expect(claimCode).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);

  // Print: nothing but the receipt on the paper.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('receipt-print')).toBeVisible();
  await expect(page.locator('#main')).toBeHidden();
  await page.setViewportSize({ width: 302, height: 900 }); // 80 mm at 96 dpi
  await page.screenshot({ path: 'test-results/screenshots/truck-receipt-print-80mm.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 390, height: 844 });

  // The buyer, a member, scans the QR on this browser: a member session beside the truck one.
  const member = await createMember(request, 'ผู้ซื้อหน้ารถ');
  await useMemberSession(page, member.token);
  await page.goto(`/truck/claim/${claimCode.replace('-', '')}`);
  await page.getByRole('button', { name: 'รับสลากเข้าตู้เซฟ' }).click();
  await expect(page.getByRole('heading', { name: 'เก็บสลากเข้าตู้เซฟแล้ว' })).toBeVisible();
  await page.getByRole('link', { name: 'ไปที่ตู้เซฟ' }).click();
  await expect(page.getByRole('heading', { name: 'ตู้เซฟสลาก' })).toBeVisible();
  await expect(page.getByText(first!).first()).toBeVisible();
  await expect(page.getByText(second!).first()).toBeVisible();

  // The code works once: another member scanning it later is told so.
  const other = await createMember(request, 'ผู้ซื้อคนที่สอง');
  await page.evaluate((token) => localStorage.setItem('auth._token.local', `Bearer ${token}`), other.token);
  await useMemberSession(page, other.token);
  await page.goto(`/truck/claim/${claimCode.replace('-', '')}`);
  await page.getByRole('button', { name: 'รับสลากเข้าตู้เซฟ' }).click();
  await expect(page.getByRole('alert')).toHaveText('รหัสรับสลากนี้ถูกใช้ไปแล้ว');
});

test('through a dropped signal: the POS opens offline, a sale is queued, and is sent once when the signal returns', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await operatorLogin(page);
  // The service worker takes the page, then every screen is visited once with a signal.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await searchOnPad(page, '3');
  const numbers = await resultNumbers(page);
  await page.goto('/truck/store/cart');
  await expect(page.getByRole('heading', { name: 'ตะกร้าขายสลาก' })).toBeVisible();
  await page.goto('/truck/store');
  await expect(page.getByRole('heading', { name: 'ค้นหาเลขสลาก' })).toBeVisible();

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ค้นหาเลขสลาก' })).toBeVisible();
  await searchOnPad(page, '3'); // the answer kept from before
  const number = numbers.at(-1)!;
  await page.getByRole('button', { name: `เลือกเลข ${number}` }).click();
  await page.getByRole('link', { name: 'ไปหน้าชำระเงิน (1 ใบ)' }).click();
  await page.getByRole('button', { name: /^ยืนยันการขาย/ }).click();
  await expect(page.getByText('บันทึกรายการขายไว้ในเครื่องแล้ว รอส่งเมื่อมีสัญญาณ', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'ขายรายการต่อไป' }).click();
  const waiting = page.getByRole('listitem', { name: 'รายการขาย รอส่ง' });
  await expect(waiting).toContainText(number);
  await expect(page.getByRole('status').filter({ hasText: 'รอส่ง 1' })).toBeVisible();
  const key = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('chokdee-truck');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('sale-outbox').objectStore('sale-outbox').getAllKeys();
          keys.onsuccess = () => resolve(String(keys.result[0]));
        };
      }),
  );

  await goOnline(context);
  // A browser fires 'online' when the signal returns; inside the test's network namespace (loopback
  // only) Chromium never does, so the journey fires it as the browser would (truck-support.ts).
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByRole('listitem', { name: 'รายการขาย ส่งแล้ว' })).toContainText(number, {
    timeout: 20_000,
  });
  const token = await operatorToken(page);
  const sales = await operatorSales(page, token);
  expect(sales.filter((s) => s.idempotency_key === key)).toHaveLength(1);
  expect(sales.filter((s) => s.tickets.some((t) => t.number === number))).toHaveLength(1);
  await shot(page, 'store-after-replay-1280');
});

test('logout asks first, then clears the truck store and goes back to /truck', async ({ page }) => {
  await operatorLogin(page);
  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('คุณต้องการออกจากระบบ ?');
  await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page).toHaveURL(/\/truck$/);
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบพนักงานขาย' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('truck_store'))).toBeNull();
  await expect(page.getByRole('navigation', { name: 'เมนูรถขายสลาก' })).toBeHidden();
});
