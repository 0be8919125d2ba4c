import { expect, test } from '@playwright/test';
import { API_URL } from '../support/env';
import { createMember, useMemberSession } from '../support/members';
import { demoStore, DEMO_DEALER_PASSWORD, freeNumber, reserveTicketThroughApi } from '../support/purchases';
import { freshSlipRef, qrSlipPng } from '../support/qr-slips';

// One bank transfer pays one order: the slip's QR reference is kept, and the same slip sent for
// another order is refused in Thai while that order keeps waiting for its own slip.

const USED_ELSEWHERE = 'สลิปนี้เคยใช้ชำระคำสั่งซื้ออื่นแล้ว กรุณาแนบสลิปการโอนของคำสั่งซื้อนี้ หากโอนเงินซ้ำ กรุณาติดต่อฝ่ายบริการ';

test('a slip that already paid another order is refused with what to do, and the order still waits for one', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const store = await demoStore(request);
  const member = await createMember(request, 'ผู้ส่งสลิปซ้ำ');
  const paid = await reserveTicketThroughApi(
    request,
    member.token,
    store,
    (await freeNumber(request, store, '_____3')).number,
  );
  const next = await reserveTicketThroughApi(
    request,
    member.token,
    store,
    (await freeNumber(request, store, '_____6')).number,
  );
  const ref = freshSlipRef();
  const slip = await qrSlipPng(ref);

  // The first order is paid with this transfer's slip.
  const first = await request.post(`${API_URL}/public/bos/v1/orders/${paid.id}/payment-slip`, {
    headers: { Authorization: `Bearer ${member.token}` },
    multipart: { file: { name: 'slip.png', mimeType: 'image/png', buffer: slip } },
  });
  expect(first.status()).toBe(200);

  // The member sends the same slip for the next order, from its page.
  await useMemberSession(page, member.token);
  await page.goto(`/orders/${next.code}`);
  const main = page.locator('main');
  const countdown = main.getByRole('timer', { name: /เหลือเวลาชำระเงิน/ });
  await expect(countdown).toBeVisible();
  await page.getByLabel('ไฟล์สลิป').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slip });
  await page.getByRole('button', { name: 'อัพโหลดสลิป' }).click();
  await expect(main.getByRole('alert').filter({ hasText: USED_ELSEWHERE })).toBeVisible();
  for (const width of [390, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/slip-reuse-refused-${width}.png`, fullPage: true });
  }

  // Nothing was lost: the order still waits for a slip, its clock still runs.
  await expect(countdown).toBeVisible();
  await expect(main.getByText('ได้รับสลิปแล้ว รอร้านค้าตรวจสอบ')).toHaveCount(0);
  const order = await request.get(`${API_URL}/public/bos/v1/orders/${next.code}`, {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect((await order.json()).data).toMatchObject({ status: 'reserved', has_slip: false });

  // The slip of its own transfer is taken.
  await page
    .getByLabel('ไฟล์สลิป')
    .setInputFiles({ name: 'slip-2.png', mimeType: 'image/png', buffer: await qrSlipPng(freshSlipRef()) });
  await page.getByRole('button', { name: 'อัพโหลดสลิป' }).click();
  await expect(main.getByText('ได้รับสลิปแล้ว รอร้านค้าตรวจสอบ')).toBeVisible();

  // The dealer's list names the transfer's bank and reference beside the slip they check. Read
  // through the dealer's API: the demo dealer's first login on the site (its consent) belongs to
  // the buying journey (`mf-lottery/e2e/buy-ticket.spec.ts`); the card's look is its own test.
  const { data: login } = (await (
    await request.post(`${API_URL}/public/bos/v1/dealer/auth/login`, {
      data: { tel: store.dealerTel, password: DEMO_DEALER_PASSWORD },
    })
  ).json()) as { data: { token: string } };
  const orders = await request.get(`${API_URL}/public/bos/v1/dealer/orders`, {
    headers: { Authorization: `Bearer ${login.token}` },
    params: { status: 'slip_uploaded', per_page: 50 },
  });
  expect(orders.ok()).toBe(true);
  const { data: slips } = (await orders.json()) as {
    data: { code: string; slip_reference?: { sending_bank: string; transaction_ref: string } | null }[];
  };
  expect(slips.find((order) => order.code === paid.code)?.slip_reference).toMatchObject({
    sending_bank: '004',
    transaction_ref: ref,
  });
});
