// Support answers a member's call: the demo reviewer, lent the support role, finds the member by
// the phone number they read out and sees their lottery order, read only; the API refuses support
// any change.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { API_URL, REPO_ROOT } from '../support/env';
import { createMember } from '../support/members';
import { demoStore, freeNumber, reserveTicketThroughApi } from '../support/purchases';
import { reviewerAccount, setRoles, STAFF_FORBIDDEN, staffLogIn, staffTokenOf } from '../support/staff';

const SHOTS = path.join(REPO_ROOT, 'e2e', 'test-results', 'screenshots');

async function shoot(page: Page, name: string) {
  for (const width of [390, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `member-lookup-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('support finds a caller by phone and reads their order; changing it is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createMember(request, 'ผู้โทรมา');
  const store = await demoStore(request);
  const { number } = await freeNumber(request, store);
  const order = await reserveTicketThroughApi(request, member.token, store, number);

  const account = await reviewerAccount(request);
  await setRoles(request, account.id, 'support', 'reviewer');
  try {
    await staffLogIn(page);
    await page
      .getByRole('navigation', { name: 'งานของฉัน' })
      .getByRole('link', { name: 'ค้นหาข้อมูลสมาชิก' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'ค้นหาข้อมูลสมาชิก' })).toBeVisible();
    // As the member reads it out, in groups.
    const spoken = `${member.tel.slice(0, 3)} ${member.tel.slice(3, 6)} ${member.tel.slice(6)}`;
    await page.getByRole('textbox', { name: 'เบอร์โทรศัพท์ของสมาชิก' }).fill(spoken);
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${member.name}`) })).toBeVisible();
    const orders = page.getByRole('list', { name: 'คำสั่งซื้อสลาก (1)' });
    await expect(orders.getByRole('listitem')).toContainText(order.code);
    await expect(orders.getByRole('listitem')).toContainText(store.name);
    await shoot(page, 'found');

    // An unknown number says so, in Thai.
    await page.getByRole('textbox', { name: 'เบอร์โทรศัพท์ของสมาชิก' }).fill('0800000000');
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page.getByRole('alert')).toContainText('ไม่พบสมาชิกที่ใช้เบอร์โทรศัพท์นี้');

    // Support reads; a change is the shop's, refused by the API whatever the screen shows.
    const token = await staffTokenOf(page);
    const refused = await request.post(`${API_URL}/admin/v1/shop-purchases/1/cancel`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { reason: 'ลองยกเลิก' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(STAFF_FORBIDDEN);
  } finally {
    await setRoles(request, account.id, 'reviewer', 'support');
  }
});
