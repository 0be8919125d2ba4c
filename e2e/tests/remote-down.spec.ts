import { expect, test } from '@playwright/test';
import { createMember, useMemberSession } from '../support/members';
import { restartServer, stopServer } from '../support/stack';

test('with the mf-lottery server stopped the shell still works, shows the fallback, and retry recovers', async ({
  page,
}) => {
  await stopServer('mf-lottery');
  try {
    await page.goto('/check-lottery');
    await expect(page.getByText('ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้')).toBeVisible();
    // The rest of the page keeps working: header and navigation are there and usable.
    await expect(page.getByRole('link', { name: 'โชคดี' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ตรวจผลสลากกินแบ่งรัฐบาล' })).toHaveCount(0);
  } finally {
    await restartServer('mf-lottery');
  }
  await page.getByRole('button', { name: 'ลองใหม่อีกครั้ง' }).click();
  await expect(page.getByRole('heading', { name: 'ตรวจผลสลากกินแบ่งรัฐบาล' })).toBeVisible();
  // The latest draw's prizes load again (which draw depends on whether the import journey ran first).
  await expect(page.getByText('รางวัลที่ 1').first()).toBeVisible();
});

test('with the mf-quest server stopped a member’s page still works: only the quest widgets are missing', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'ภารกิจล่ม');
  await useMemberSession(page, member.token);
  const giftButton = page.locator('[data-widget-slot="floating"]').getByRole('link');
  await page.goto('/dealers');
  await expect(giftButton).toBeVisible();

  await stopServer('mf-quest');
  try {
    await page.reload();
    // The page (mf-lottery) and the chrome work; the floating position (mf-quest) stays empty, no error page.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'โชคดี' }).first()).toBeVisible();
    await expect(giftButton).toHaveCount(0);
    await expect(page.getByText('404')).toHaveCount(0);
  } finally {
    await restartServer('mf-quest');
  }
});

for (const { app, path, heading } of [
  { app: 'mf-pray', path: '/ขอพร', heading: 'ความปรารถนาของมังกรฟ้า' },
  { app: 'mf-ecommerce', path: '/ecommerce/store', heading: 'พระเครื่องและวัตถุมงคล' },
]) {
  test(`with the ${app} server stopped its page shows the fallback, the rest of the site works, and retry recovers`, async ({
    page,
  }) => {
    await stopServer(app);
    try {
      await page.goto(path);
      await expect(page.getByText('ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้')).toBeVisible();
      await expect(page.getByRole('link', { name: 'โชคดี' }).first()).toBeVisible();
      // Another remote's page is untouched.
      await page.goto('/check-lottery');
      await expect(page.getByRole('heading', { name: 'ตรวจผลสลากกินแบ่งรัฐบาล' })).toBeVisible();
      await page.goto(path);
      await expect(page.getByText('ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้')).toBeVisible();
    } finally {
      await restartServer(app);
    }
    await page.getByRole('button', { name: 'ลองใหม่อีกครั้ง' }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  });
}
