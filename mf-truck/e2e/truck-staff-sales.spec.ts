// The dealer's truck staff from end to end: the demo dealer of CD1007 adds an operator, the operator
// sells a ticket at the truck POS, and the dealer sees that sale under the operator's name (on
// their card and in the sales by draw). The dealer resets the password (the API makes one, shown
// once, and it logs in), then switches the operator off, and the operator's login is refused.
// Screenshots of the list with sales and of the reset dialog go to /work/shots-truckbo/.
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  acceptTermsIfAsked,
  dealerLogin,
  resultNumbers,
  searchOnPad,
  tryOperatorLogin,
} from './truck-support';

const SHOTS = process.env.TRUCK_STAFF_SHOTS ?? '/work/shots-truckbo';
const WIDTHS = [390, 1024, 1280, 1440];

const shotAt = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** The operator's row of the sales by draw, paging on until it shows (operators come in the order added). */
async function salesRow(page: Page, name: string): Promise<Locator> {
  const table = page.getByRole('table', { name: /^ยอดขายงวดวันที่/ });
  await expect(table).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(name) });
  for (let i = 0; i < 20 && !(await row.isVisible()); i++) {
    await page.getByRole('link', { name: 'หน้าถัดไป' }).click();
    await expect(page).toHaveURL(/page=\d+/);
  }
  return row;
}

test('a dealer adds an operator, sees the ticket they sell, resets their password and switches them off', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const username = `sales-${randomUUID().slice(0, 8)}`;
  const name = `น้องขายดี ${username.slice(-4)}`;
  const password = 'truckpass1';

  await dealerLogin(page);
  await page.goto('/truck/staff');
  await acceptTermsIfAsked(page);
  await page.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
  const add = page.getByRole('dialog', { name: 'เพิ่มพนักงานขาย' });
  await add.getByLabel('ชื่อพนักงาน').fill(name);
  await add.getByLabel('ชื่อผู้ใช้').fill(username);
  await add.getByLabel('รหัสผ่าน').fill(password);
  await add.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
  await expect(add).toBeHidden();
  const list = page.getByRole('list', { name: 'พนักงานขาย' });
  const card = list.getByRole('listitem').filter({ hasText: `ชื่อผู้ใช้ ${username}` });
  await expect(card).toContainText('ขายงวดนี้ 0 ใบ (0 รายการ)');

  // The operator, on a device of their own, sells one ticket for cash.
  const pos = await tryOperatorLogin(browser, username, password);
  await expect(pos.page).toHaveURL(/\/truck\/store$/);
  await searchOnPad(pos.page, '7');
  const [number] = await resultNumbers(pos.page);
  expect(number).toBeTruthy();
  await pos.page.getByRole('button', { name: `เลือกเลข ${number}` }).click();
  await pos.page.getByRole('link', { name: 'ไปหน้าชำระเงิน (1 ใบ)' }).click();
  await pos.page.getByLabel('เงินสด').check();
  await pos.page.getByRole('button', { name: /^ยืนยันการขาย/ }).click();
  await expect(pos.page.getByRole('status').filter({ hasText: 'ขายสำเร็จ' })).toBeVisible();
  await expect(pos.page.getByRole('region', { name: 'ใบเสร็จ' })).toContainText(number!);
  await pos.close();

  // The dealer reads it under the operator: on the card, and in the sales by draw.
  await page.reload();
  await expect(card).toContainText('ขายงวดนี้ 1 ใบ (1 รายการ)');
  const baht = (await card.locator('strong').last().textContent())!.trim();
  expect(baht).toMatch(/^[\d,]+ บาท$/);
  expect(baht).not.toBe('0 บาท');
  const row = await salesRow(page, name);
  await expect(row.getByRole('cell').nth(0)).toHaveText('1');
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByRole('cell').nth(2)).toHaveText(baht);
  await expect(page.getByLabel('งวดวันที่')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);

  // The list with sales and the reset dialog at each width; the API makes a password each time.
  let generated = '';
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.goto('/truck/staff');
    await expect(card).toContainText('ขายงวดนี้ 1 ใบ');
    await shotAt(page, `staff-sales-${width}`);
    await card.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
    const reset = page.getByRole('dialog', { name: 'ตั้งรหัสผ่านใหม่' });
    await expect(reset).toContainText('จะถูกออกจากระบบทุกเครื่องทันที');
    await shotAt(page, `staff-reset-${width}`);
    await reset.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
    const shown = page.getByRole('dialog', { name: 'รหัสผ่านใหม่' });
    generated = (await shown.getByRole('status', { name: 'รหัสผ่านใหม่' }).textContent())!.trim();
    expect(generated).toMatch(/^[a-z0-9]{10}$/);
    await shotAt(page, `staff-reset-generated-${width}`);
    await shown.getByRole('button', { name: 'เสร็จสิ้น' }).click();
    await expect(shown).toBeHidden();
  }

  const old = await tryOperatorLogin(browser, username, password);
  await expect(old.page.getByRole('alert')).toContainText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
  await old.close();
  const fresh = await tryOperatorLogin(browser, username, generated);
  await expect(fresh.page).toHaveURL(/\/truck\/store$/);
  await fresh.close();

  // Switched off: the card says so, and the operator's right password is refused in Thai.
  await card.getByRole('button', { name: 'ปิดการใช้งาน' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'ปิดการใช้งานพนักงาน' });
  await confirm.getByRole('button', { name: 'ปิดการใช้งาน' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByRole('button', { name: 'เปิดใช้งานอีกครั้ง' })).toBeVisible();
  const refused = await tryOperatorLogin(browser, username, generated);
  await expect(refused.page.getByRole('alert')).toContainText('บัญชีพนักงานนี้ถูกปิดการใช้งาน');
  await expect(refused.page).toHaveURL(/\/truck$/);
  await refused.close();
  // The sale made before stays counted under the switched-off operator.
  await page.reload();
  await expect(card).toContainText('ขายงวดนี้ 1 ใบ (1 รายการ)');
});
