import type { FastifyInstance } from 'fastify';
import { adminHeaders, buildTestApp } from '#api/test/build-test-app';

jest.setTimeout(60_000);
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

test('the seeded shops and coins setting', async () => {
  const shops = await app.inject({ method: 'GET', url: '/api/public/v1/shops' });
  expect(shops.statusCode).toBe(200);
  const list = shops.json().data as { code: string; product_count: number; logo_url: string }[];
  expect(list).toHaveLength(3);
  expect(list.reduce((sum, shop) => sum + shop.product_count, 0)).toBe(60);
  const logo = await app.inject({ method: 'GET', url: list[0]!.logo_url });
  expect(logo.statusCode).toBe(200);
  expect(logo.headers['content-type']).toContain('image/svg+xml');

  const coins = await app.inject({ method: 'GET', url: '/api/public/v1/settings/coins' });
  expect(coins.json()).toEqual({ data: { enabled: true, baht_per_coin: 100 } });
});

test('a page of products, by shop, category and name', async () => {
  const page = await app.inject({ method: 'GET', url: '/api/public/v1/products?per_page=24' });
  expect(page.statusCode).toBe(200);
  expect(page.json().meta).toEqual({ page: 1, per_page: 24, total: 60, last_page: 3 });
  const byShop = await app.inject({
    method: 'GET',
    url: '/api/public/v1/products?shop=phra-lanna&per_page=60',
  });
  expect(byShop.json().meta.total).toBe(20);
  expect(byShop.json().data.every((p: { shop: { code: string } }) => p.shop.code === 'phra-lanna')).toBe(
    true,
  );
  const byName = await app.inject({
    method: 'GET',
    url: `/api/public/v1/products?q=${encodeURIComponent('รุ่น 17')}`,
  });
  expect(byName.json().data.map((p: { code: string }) => p.code)).toEqual(['AM0017']);
  const bad = await app.inject({ method: 'GET', url: '/api/public/v1/products?per_page=500' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({ status: 400, errors: [{ field: 'per_page' }] });
});

test('a product with its variants, prices after the discount (rounded down) and stock', async () => {
  // AM0001 (n=0): 10 % off, material × size.
  const response = await app.inject({ method: 'GET', url: '/api/public/v1/products/AM0001' });
  expect(response.statusCode).toBe(200);
  const product = response.json().data;
  expect(product).toMatchObject({
    code: 'AM0001',
    discount: { type: 'percent', amount: 5 },
    group_name: 'วัสดุ',
    sub_group_name: 'ขนาด',
  });
  expect(product.variants).toHaveLength(6);
  for (const variant of product.variants)
    expect(variant.discounted_price).toBe(Math.floor((variant.price * 95) / 100));
  const picture = await app.inject({ method: 'GET', url: product.image_url });
  expect(picture.statusCode).toBe(200);

  const missing = await app.inject({ method: 'GET', url: '/api/public/v1/products/NOPE' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ message: 'ไม่พบสินค้า', errors: [], status: 404 });
});

test('the shop side sets a discount; a bad one or a stranger is refused', async () => {
  const url = '/admin/v1/shop-products/AM0003/discount';
  const stranger = await app.inject({ method: 'PUT', url, payload: { discount: null } });
  expect(stranger.statusCode).toBe(401);
  const bad = await app.inject({
    method: 'PUT',
    url,
    headers: adminHeaders(),
    payload: { discount: { type: 'half', amount: 1 } },
  });
  expect(bad.statusCode).toBe(400);
  const set = await app.inject({
    method: 'PUT',
    url,
    headers: adminHeaders(),
    payload: { discount: { type: 'fixed', amount: 75 } },
  });
  expect(set.statusCode).toBe(200);
  const variant = set.json().data.variants[0];
  expect(variant.discounted_price).toBe(variant.price - 75);
  const missing = await app.inject({
    method: 'PUT',
    url: '/admin/v1/shop-products/NOPE/discount',
    headers: adminHeaders(),
    payload: { discount: null },
  });
  expect(missing.statusCode).toBe(404);
});
