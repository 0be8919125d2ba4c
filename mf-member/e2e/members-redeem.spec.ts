import { expect, test } from '@playwright/test';
import { API_URL } from '../../e2e/support/env';
import { createMember, logIn } from '../../e2e/support/members';

// A new member's 100 welcome points buy exactly one 'สมุดบันทึกเลขมงคล' (100 points, seeded).
const REWARD = { code: 'LUCKY-NOTEBOOK', name: 'สมุดบันทึกเลขมงคล' };

test('a member redeems a reward with points; the points are spent once and the redemption is listed', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'แลกรางวัล');
  await page.goto('/members/login');
  await logIn(page, member);
  await expect(page).not.toHaveURL(/\/members\/login/);

  await page.goto('/rewards');
  await page.getByRole('link', { name: new RegExp(REWARD.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/rewards/${REWARD.code}$`));
  await page.getByRole('button', { name: 'แลกของรางวัล' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'ยืนยันการแลกของรางวัล' });
  await expect(confirm.getByText(/ใช้ 100 แต้ม/)).toBeVisible();
  await confirm.getByRole('button', { name: 'แลกของรางวัล' }).click();
  await expect(page.getByText('แลกของรางวัลสำเร็จ')).toBeVisible();

  const balance = await request.get(`${API_URL}/public/v1/points/balance`, {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(((await balance.json()) as { data: { balance: number } }).data.balance).toBe(0);

  // The redemption is the member's, waiting to ship.
  await page.getByRole('link', { name: /ดูรายการ/ }).click();
  await expect(page.getByText(REWARD.name).first()).toBeVisible();
  await expect(page.getByText('กำลังเตรียมจัดส่ง').first()).toBeVisible();

  // With no points left the same reward cannot be redeemed again, and says why.
  await page.goto(`/rewards/${REWARD.code}`);
  await expect(page.getByText(/แต้มสะสมไม่เพียงพอ/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'แลกของรางวัล' })).toBeDisabled();
});
