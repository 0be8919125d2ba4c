import { expect, test } from '@playwright/test';
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
