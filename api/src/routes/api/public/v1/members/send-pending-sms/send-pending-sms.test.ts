import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#api/test/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const URL = '/api/public/v1/members/send-pending-sms';
const TEL_REQUIRED = {
  message: 'กรุณากรอกเบอร์โทรศัพท์',
  errors: [{ field: 'tel', message: 'กรุณากรอกเบอร์โทรศัพท์' }],
  status: 400,
};

test.each([
  ['an empty object', {}],
  ['an empty tel', { tel: '' }],
  ['a tel that is not text', { tel: 812345678 }],
])('%s → 400 in Thai: the phone number is required', async (_name, payload) => {
  const response = await app.inject({ method: 'POST', url: URL, payload });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual(TEL_REQUIRED);
});

test('no body at all → the same 400', async () => {
  const response = await app.inject({ method: 'POST', url: URL });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual(TEL_REQUIRED);
});

test('a malformed tel → 400 in Thai; a good one → { data: null }', async () => {
  const bad = await app.inject({ method: 'POST', url: URL, payload: { tel: '12345' } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().errors[0].field).toBe('tel');
  const ok = await app.inject({ method: 'POST', url: URL, payload: { tel: '0812345678' } });
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toEqual({ data: null });
});
