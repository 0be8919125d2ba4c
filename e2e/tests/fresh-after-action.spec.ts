import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createQuest, retireQuest } from '../../mf-quest/e2e/quest-support';
import { API_URL } from '../support/env';
import { createMember, useMemberSession, type Member } from '../support/members';
import {
  buyTicketThroughApi,
  demoStore,
  freeNumber,
  PNG_SLIP,
  reserveTicketThroughApi,
} from '../support/purchases';

// What an action changes shows at once everywhere on the page, with no reload: through the
// kernel's shared request cache and the invalidation in its mutation functions, and through
// forms that let go of a message once what it asked for is done.

/** A page load would read everything again: a mark on the window shows none happens. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => '__sameDocument' in window);

/**
 * The end state at a phone's and a desktop's width, for a person to look at: the screen from the
 * top (a full-page shot would draw the sticky header and a dialog's scrim where the scroll left them).
 */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/fresh-after-action-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const ADDRESS_BODY = {
  recipient: 'ผู้รับ ทันใจ',
  tel: '0812345678',
  address: '99/1 ถนนเจริญกรุง',
  sub_district: 'สี่พระยา',
  district: 'บางรัก',
  province: 'กรุงเทพมหานคร',
  zip_code: '10500',
};

/** One of the member's addresses, saved through the API; answers its id. */
async function saveAddress(request: APIRequestContext, member: Member, name: string): Promise<number> {
  const response = await request.post(`${API_URL}/api/public/v1/members/addresses`, {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { name, ...ADDRESS_BODY },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function pointsBalance(request: APIRequestContext, member: Member): Promise<number> {
  const response = await request.get(`${API_URL}/public/v1/points/balance`, {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { balance: number } }).data.balance;
}

test('an order made and cancelled in the lottery remote moves the shell menu badge without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const store = await demoStore(request);
  const { number } = await freeNumber(request, store);
  const member = await createMember(request, 'ผู้ซื้อทันใจ');
  await useMemberSession(page, member.token);

  await page.goto(`/dealers/${store.userRef}`);
  await expect(page.getByRole('heading', { name: store.name, level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'เมนูลัดสมาชิก' });
  const awaiting = menu.getByRole('link', { name: /รอชำระเงิน/ });
  await expect(awaiting).toBeVisible();
  await expect(awaiting).not.toContainText('รายการ');

  await markDocument(page);

  await page.getByLabel('หลักที่ 1').click();
  await page.keyboard.type(number);
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  await page.getByRole('button', { name: `เพิ่มลงตะกร้า เลข ${number}` }).click();
  const cartButton = page.getByRole('button', { name: /ตะกร้าสินค้า \(1\)/ });
  await cartButton.click();
  const cart = page.getByRole('dialog', { name: 'ตะกร้าสินค้า' });
  await cart.getByRole('button', { name: 'สั่งซื้อ', exact: true }).click();
  const checkout = page.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' });
  await checkout.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }).click();
  await page.waitForURL(/\/orders\/[A-Z0-9-]+$/);
  await expect(page.getByText('จองแล้ว').first()).toBeVisible();

  // The new order counts in the shell's badge at once.
  await expect(awaiting).toContainText('1 รายการ');
  await page.screenshot({ path: 'test-results/fresh-after-action-ordered.png' });

  await page.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }).click();
  await expect(page.getByText('ยกเลิก', { exact: true }).first()).toBeVisible();

  // And the cancel takes it out again, still without a reload.
  await expect(awaiting).not.toContainText('รายการ');
  await page.screenshot({ path: 'test-results/fresh-after-action-cancelled.png' });
  expect(await sameDocument(page)).toBe(true);
});

test('a paid order leaves awaiting payment on its page, the awaiting-payment list and the menu badge', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const store = await demoStore(request);
  const { number } = await freeNumber(request, store, '_____4');
  const member = await createMember(request, 'ผู้จ่ายทันใจ');
  const order = await reserveTicketThroughApi(request, member.token, store, number);
  await useMemberSession(page, member.token);

  // The member menu shows with a store: the member comes from the store they bought from.
  await page.goto(`/dealers/${store.userRef}`);
  await expect(page.getByRole('heading', { name: store.name, level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'เมนูลัดสมาชิก' });
  const awaiting = menu.getByRole('link', { name: /รอชำระเงิน/ });
  await expect(awaiting).toContainText('1 รายการ');
  await markDocument(page);

  await awaiting.click();
  const main = page.locator('main');
  const row = main
    .getByRole('list', { name: 'คำสั่งซื้อที่รอชำระเงิน' })
    .getByRole('link', { name: new RegExp(order.code) });
  await expect(row).toBeVisible();
  const payInTime = main.getByText(/ชำระเงินและอัพโหลดสลิปภายในเวลาที่กำหนด/);
  await expect(payInTime).toBeVisible();

  await row.click();
  await page.waitForURL(new RegExp(`/orders/${order.code}$`));
  const countdown = main.getByRole('timer', { name: /เหลือเวลาชำระเงิน/ });
  await expect(countdown).toBeVisible();
  await page
    .getByLabel('ไฟล์สลิป')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG_SLIP });
  await page.getByRole('button', { name: 'อัพโหลดสลิป' }).click();
  await expect(main.getByText('อัพโหลดสลิปแล้ว').first()).toBeVisible();

  // The order's page: the slip is with the dealer, no clock to pay against any more.
  await expect(countdown).toHaveCount(0);
  await expect(main.getByText('ได้รับสลิปแล้ว รอร้านค้าตรวจสอบ')).toBeVisible();
  // The shell's badge no longer counts it.
  await expect(awaiting).not.toContainText('รายการ');
  await shoot(page, 'order-paid');

  // And the awaiting-payment list, opened from the menu, no longer lists it nor asks to pay.
  await awaiting.click();
  await expect(main.getByText('ไม่มีคำสั่งซื้อที่รอชำระเงิน')).toBeVisible();
  await expect(main.getByRole('link', { name: new RegExp(order.code) })).toHaveCount(0);
  await expect(payInTime).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
});

test('a claimed quest reward shows as claimed on the quest page, the list, the strip and the gift badge', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const questId = await createQuest(request, 1);
  try {
    const store = await demoStore(request);
    const member = await createMember(request, 'ผู้รับรางวัลทันใจ');
    await buyTicketThroughApi(
      request,
      member.token,
      store,
      (await freeNumber(request, store, '_____5')).number,
    );
    await useMemberSession(page, member.token);

    await page.goto('/members/activities');
    const card = page.getByRole('link', { name: /ซื้อครบ 1 ใบ/ });
    await expect(card).toContainText('รอลงทะเบียนรับของรางวัล');
    // At its target the quest's modal opens by itself (once a page life): the claim waits.
    const modal = page.getByRole('dialog', { name: /ซื้อครบ 1 ใบ/ });
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await markDocument(page);
    await card.click();
    await page.waitForURL(new RegExp(`/members/activities/${questId}$`));

    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: /ซื้อครบ 1 ใบ/ })).toBeVisible();
    await expect(main.getByText('รอลงทะเบียนรับของรางวัล')).toBeVisible();
    const strip = page.getByRole('button', { name: /ซื้อครบ 1 ใบ/ });
    await expect(strip).toContainText('1 / 1 ใบ (ครบ)');
    const badge = page.getByTestId('quest-gift-count');
    await expect(badge).toHaveText(/^[1-9]\d*$/);
    const ready = Number(await badge.textContent());

    // The quest page's own button claims it, through the modal's reward tab and address form.
    const pageClaim = main.getByRole('button', { name: 'ลงทะเบียนรับของรางวัล' });
    await pageClaim.click();
    await modal.getByRole('button', { name: 'ลงทะเบียนรับของรางวัล' }).click();
    const form = page.getByRole('dialog', { name: 'ที่อยู่สำหรับจัดส่งของรางวัล' });
    await fillAddress(form);
    await form.getByRole('button', { name: 'ลงทะเบียนรับของรางวัล' }).click();
    const success = page.getByRole('dialog', { name: 'ลงทะเบียนรับของรางวัลสำเร็จ' });
    await success.getByRole('button', { name: 'ตกลง' }).click();
    await expect(success).toBeHidden();

    // The page it was claimed over: claimed, its parcel to follow, no claim button left.
    await expect(main.getByText('สำเร็จ', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'ติดตามการจัดส่ง' })).toBeVisible();
    await expect(pageClaim).toHaveCount(0);
    await expect(main.getByText('รอลงทะเบียนรับของรางวัล')).toHaveCount(0);
    // The floating widgets agree: the strip leaves the quest, the badge counts one fewer.
    await expect(strip).toHaveCount(0);
    if (ready === 1) await expect(badge).toHaveCount(0);
    else await expect(badge).toHaveText(String(ready - 1));
    await expect(modal).toHaveCount(0);
    // A claim spends no points: the header's balance is still the member's.
    await page.getByRole('button', { name: 'เมนูผู้ใช้' }).click();
    await expect(page.getByText(`แต้มสะสม ${await pointsBalance(request, member)}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await shoot(page, 'quest-claimed');

    // And the list the member came from.
    await main.getByRole('link', { name: /กิจกรรมทั้งหมด/ }).click();
    await expect(card).toContainText('สำเร็จ');
    await expect(card).not.toContainText('รอลงทะเบียนรับของรางวัล');
    expect(await sameDocument(page)).toBe(true);
  } finally {
    await retireQuest(request, questId);
  }
});

test('a redemption that spends every point succeeds without a points-short warning, and every balance drops', async ({
  page,
  request,
}) => {
  // A new member's 100 welcome points buy exactly one 'สมุดบันทึกเลขมงคล' (100 points, seeded).
  const member = await createMember(request, 'นักแลกทันใจ');
  const before = await pointsBalance(request, member);
  expect(before).toBe(100);
  await useMemberSession(page, member.token);

  await page.goto('/rewards');
  const main = page.locator('main');
  await expect(main.getByText(/แต้มสะสมของคุณ\s*100 แต้ม/)).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'เมนูผู้ใช้' });
  await menuButton.click();
  await expect(page.getByText('แต้มสะสม 100', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await markDocument(page);

  await main.getByRole('link', { name: /สมุดบันทึกเลขมงคล/ }).click();
  await page.waitForURL(/\/rewards\/LUCKY-NOTEBOOK$/);
  await expect(main.getByText(/แต้มสะสมของคุณ\s*100 แต้ม/)).toBeVisible();
  await expect(main.getByText(/แต้มสะสมไม่เพียงพอ/)).toHaveCount(0);
  await main.getByRole('button', { name: 'แลกของรางวัล' }).click();
  await page
    .getByRole('alertdialog', { name: 'ยืนยันการแลกของรางวัล' })
    .getByRole('button', { name: 'แลกของรางวัล' })
    .click();
  await expect(main.getByText('แลกของรางวัลสำเร็จ')).toBeVisible();

  // The balance beside it is what the redemption left; the points were enough for it.
  await expect(main.getByText(/แต้มสะสมของคุณ\s*0 แต้ม/)).toBeVisible();
  await expect(main.getByText(/แต้มสะสมไม่เพียงพอ/)).toHaveCount(0);
  expect(await pointsBalance(request, member)).toBe(before - 100);

  // The header shows the cache's balance the moment it opens: its own read is held back, so
  // what it shows first is what the redemption's invalidation left there.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/public/v1/points/balance', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await menuButton.click();
  await expect(page.getByText('แต้มสะสม 0', { exact: true })).toBeVisible();
  release();
  await page.unroute('**/public/v1/points/balance');
  await page.keyboard.press('Escape');
  await shoot(page, 'reward-redeemed');

  await main.getByRole('link', { name: /ของรางวัลทั้งหมด/ }).click();
  await page.waitForURL(/\/rewards$/);
  await expect(main.getByText(/แต้มสะสมของคุณ\s*0 แต้ม/)).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test("the lottery checkout's 'กรุณาเลือกที่อยู่' goes once another address is chosen", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const store = await demoStore(request);
  const { number } = await freeNumber(request, store, '_____6');
  const member = await createMember(request, 'ผู้เลือกที่อยู่');
  const gone = await saveAddress(request, member, 'บ้านเก่า');
  await saveAddress(request, member, 'ที่ทำงาน');
  await useMemberSession(page, member.token);

  await page.goto(`/dealers/${store.userRef}`);
  await expect(page.getByRole('heading', { name: store.name, level: 1 })).toBeVisible();
  await page.getByLabel('หลักที่ 1').click();
  await page.keyboard.type(number);
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  await page.getByRole('button', { name: `เพิ่มลงตะกร้า เลข ${number}` }).click();
  await page.getByRole('button', { name: /ตะกร้าสินค้า \(1\)/ }).click();
  await page
    .getByRole('dialog', { name: 'ตะกร้าสินค้า' })
    .getByRole('button', { name: 'สั่งซื้อ', exact: true })
    .click();
  const checkout = page.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' });
  await checkout.getByRole('radio', { name: /บ้านเก่า/ }).check();
  await markDocument(page);

  // The address goes elsewhere (another tab) before the order: the API refuses it.
  const removed = await request.delete(`${API_URL}/api/public/v1/members/addresses/${gone}`, {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(removed.ok(), await removed.text()).toBe(true);
  await checkout.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }).click();
  const refusal = checkout.getByRole('alert');
  await expect(refusal).toContainText('กรุณาเลือกที่อยู่');
  // The list is read again: the removed address is no longer offered.
  await expect(checkout.getByRole('radio', { name: /บ้านเก่า/ })).toHaveCount(0);

  await checkout.getByRole('radio', { name: /ที่ทำงาน/ }).check();
  await expect(checkout.getByText(/กรุณาเลือกที่อยู่/)).toHaveCount(0);
  await expect(checkout.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' })).toBeEnabled();
  await shoot(page, 'lottery-address-chosen');
  expect(await sameDocument(page)).toBe(true);
});

test("the shop checkout's 'กรุณาเลือกที่อยู่' goes once an address is added", async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await createMember(request, 'ผู้ซื้อพระทันใจ');
  await useMemberSession(page, member.token);

  await page.goto('/ecommerce/store');
  await page.getByRole('link', { name: /รุ่น 16 / }).click();
  await expect(page.getByRole('heading', { level: 1, name: /รุ่น 16$/ })).toBeVisible();
  await page.getByRole('radio', { name: 'เงิน' }).check();
  await page.getByRole('radio', { name: 'ใหญ่' }).check();
  await page.getByRole('button', { name: 'หยิบใส่ตะกร้า' }).click();
  await page.getByRole('button', { name: /ตะกร้าสินค้า \(1\)/ }).click();
  await page.getByRole('dialog', { name: 'ตะกร้าสินค้า' }).getByRole('button', { name: 'สั่งซื้อ' }).click();
  const step = page.getByRole('dialog', { name: 'ที่อยู่จัดส่ง' });
  await step.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }).click();
  await expect(step.getByText('กรุณาเลือกที่อยู่')).toBeVisible();
  await markDocument(page);

  await step.getByRole('button', { name: 'เพิ่มที่อยู่ใหม่' }).click();
  const form = page.getByRole('dialog', { name: 'เพิ่มที่อยู่ใหม่' });
  await form.getByRole('textbox', { name: /ชื่อที่อยู่$/ }).fill('บ้าน');
  await fillAddress(form);
  await form.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(form).toBeHidden();

  await expect(step.getByText(ADDRESS_BODY.recipient)).toBeVisible();
  await expect(step.getByText('กรุณาเลือกที่อยู่')).toHaveCount(0);
  await shoot(page, 'shop-address-added');
  expect(await sameDocument(page)).toBe(true);
});

/** The demo address into an address form (the quest reward's or a new member address). */
async function fillAddress(form: Locator) {
  await form.getByRole('textbox', { name: /ชื่อผู้รับ$/ }).fill(ADDRESS_BODY.recipient);
  await form.getByRole('textbox', { name: /เบอร์โทรศัพท์$/ }).fill(ADDRESS_BODY.tel);
  await form.getByRole('textbox', { name: /^\*?\s*ที่อยู่$/ }).fill(ADDRESS_BODY.address);
  await form.getByRole('combobox', { name: /ตำบล\/แขวง$/ }).fill(ADDRESS_BODY.sub_district);
  await form.getByRole('combobox', { name: /อำเภอ\/เขต$/ }).fill(ADDRESS_BODY.district);
  await form.getByRole('combobox', { name: /จังหวัด$/ }).fill(ADDRESS_BODY.province);
  await form.getByRole('combobox', { name: /รหัสไปรษณีย์$/ }).fill(ADDRESS_BODY.zip_code);
}
