import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#api/test/build-test-app';

jest.setTimeout(30_000);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const search = (q?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/public/v1/thai-addresses',
    query: q === undefined ? {} : { q },
  });

test('a sub-district name finds it with its district, province and zip code; public, cacheable', async () => {
  const response = await search('สี่พระยา');
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual([
    { sub_district: 'สี่พระยา', district: 'บางรัก', province: 'กรุงเทพมหานคร', zip_code: '10500' },
  ]);
  expect(response.headers['cache-control']).toContain('max-age');
});

test('a zip code (or its start) finds the places it serves', async () => {
  const { data } = (await search('10500')).json();
  expect(data.length).toBeGreaterThan(1);
  expect(data.every((p: { zip_code: string }) => p.zip_code === '10500')).toBe(true);
  expect(data).toContainEqual({
    sub_district: 'สีลม',
    district: 'บางรัก',
    province: 'กรุงเทพมหานคร',
    zip_code: '10500',
  });
  const prefix = (await search('105')).json().data;
  expect(prefix.every((p: { zip_code: string }) => p.zip_code.startsWith('105'))).toBe(true);
});

test('a district or province name matches; at most 20 places; exact names first', async () => {
  const district = (await search('บางรัก')).json().data;
  expect(district.length).toBeGreaterThan(0);
  expect(district.length).toBeLessThanOrEqual(20);
  expect(district[0]).toMatchObject({ district: 'บางรัก', province: 'กรุงเทพมหานคร' });

  const province = (await search('เชียงใหม่')).json().data;
  expect(province).toHaveLength(20);
  expect(province.every((p: { province: string }) => p.province === 'เชียงใหม่')).toBe(true);
});

test('several words narrow the search; administrative prefixes and กทม are understood', async () => {
  const both = (await search('บางรัก กทม')).json().data;
  expect(both.length).toBeGreaterThan(0);
  expect(both.every((p: { province: string }) => p.province === 'กรุงเทพมหานคร')).toBe(true);

  const prefixed = (await search('ต.สี่พระยา')).json().data;
  expect(prefixed).toEqual([
    { sub_district: 'สี่พระยา', district: 'บางรัก', province: 'กรุงเทพมหานคร', zip_code: '10500' },
  ]);
});

test('nothing matches: an empty list', async () => {
  expect((await search('ไม่มีที่นี่แน่นอน')).json()).toEqual({ data: [] });
  expect((await search('99999')).json()).toEqual({ data: [] });
});

test.each([
  ['missing', undefined],
  ['empty', ''],
  ['one character', 'ก'],
  ['blank', '   '],
])('q %s: 400 with a Thai message', async (_case, q) => {
  const response = await search(q);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    message: 'ข้อมูลไม่ถูกต้อง',
    errors: [{ field: 'q', message: 'กรุณากรอกคำค้นหาอย่างน้อย 2 ตัวอักษร' }],
    status: 400,
  });
});

test('a very long q is a 400, not a slow search', async () => {
  expect((await search('ก'.repeat(101))).statusCode).toBe(400);
});
