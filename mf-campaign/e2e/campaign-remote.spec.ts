import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_URL, E2E_ADMIN_TOKEN } from '../../e2e/support/env';

// A campaign remote that product owners switch off in the catalog leaves the menu and its page
// reads 'unavailable'; switched on again it comes back. Nothing is rebuilt: the shell reads the
// catalog at its next load.
test.use({ viewport: { width: 1280, height: 900 } });

async function switchCampaign(request: APIRequestContext, action: 'enable' | 'disable') {
  const response = await request.post(`${API_URL}/admin/v1/remotes/mf_campaign/${action}`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.afterEach(async ({ request }) => {
  await switchCampaign(request, 'enable');
});

test('the World Cup 2022 campaign turns off and on in the catalog', async ({ page, request }) => {
  const menu = page.getByRole('navigation', { name: 'เมนูหลัก' });

  await page.goto('/');
  await expect(menu.getByRole('link', { name: 'ฟุตบอลโลก 2022' })).toBeVisible();
  await menu.getByRole('link', { name: 'ฟุตบอลโลก 2022' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ลุ้นบอลโลก 2022 กับโชคดี' })).toBeVisible();

  await switchCampaign(request, 'disable');
  await page.goto('/');
  await expect(menu.getByRole('link', { name: 'หน้าแรก' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'ฟุตบอลโลก 2022' })).toHaveCount(0);
  await page.goto('/worldcup2022');
  await expect(page.getByRole('heading', { name: 'ขออภัย หน้านี้ปิดให้บริการชั่วคราว' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ลุ้นบอลโลก 2022 กับโชคดี' })).toHaveCount(0);

  await switchCampaign(request, 'enable');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'ลุ้นบอลโลก 2022 กับโชคดี' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'ฟุตบอลโลก 2022' })).toBeVisible();
});
