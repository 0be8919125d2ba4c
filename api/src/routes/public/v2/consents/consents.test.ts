import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { AUTH_API_MESSAGES } from '#api/auth/auth-messages';
import { bearer, me, registerLocal } from '#api/test/auth-fixtures';
import { buildTestApp } from '#api/test/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const latest = () => app.inject({ method: 'GET', url: '/public/v2/consents/latest' });
const accept = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/public/v2/consents/accept', payload, headers });

test('latest: the seeded Thai terms, version 1, as HTML', async () => {
  const response = await latest();
  expect(response.statusCode).toBe(200);
  const { data } = response.json();
  expect(data).toEqual({ id: expect.any(Number), version: 1, content: expect.any(String), close_text: null });
  expect(data.content).toContain('<h2>ข้อตกลงและเงื่อนไขการใช้บริการ</h2>');
});

test('latest carries the text of the optional close button when the terms have one (spec §4)', async () => {
  await app.db.execute(
    sql`INSERT INTO consents (version, title, content, close_text) VALUES (3, 'v3', '<p>ฉบับที่ 3</p>', 'ไว้ภายหลัง')`,
  );
  try {
    const { data } = (await latest()).json();
    expect(data).toMatchObject({ version: 3, close_text: 'ไว้ภายหลัง' });
  } finally {
    await app.db.execute(sql`DELETE FROM consents WHERE version = 3`);
  }
});

test('accepting flips is_accept_latest_consent in /me; accepting twice is fine', async () => {
  const { token } = await registerLocal(app);
  expect((await me(app, token)).json().data.is_accept_latest_consent).toBe(false);
  const { id } = (await latest()).json().data;
  const response = await accept({ consent_id: id }, bearer(token));
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ data: null });
  expect((await me(app, token)).json().data.is_accept_latest_consent).toBe(true);
  expect((await accept({ consent_id: id }, bearer(token))).statusCode).toBe(200);
});

test('a newer version makes the member accept again', async () => {
  const { token } = await registerLocal(app);
  const { id } = (await latest()).json().data;
  await accept({ consent_id: id }, bearer(token));
  await app.db.execute(sql`INSERT INTO consents (version, title, content) VALUES (2, 'v2', '<p>ฉบับที่ 2</p>')`);
  try {
    expect((await latest()).json().data.version).toBe(2);
    expect((await me(app, token)).json().data.is_accept_latest_consent).toBe(false);
  } finally {
    await app.db.execute(sql`DELETE FROM consents WHERE version = 2`);
  }
});

test('an unknown consent → 422 on consent_id; bad body → 400; no token → 401', async () => {
  const { token } = await registerLocal(app);
  const unknown = await accept({ consent_id: 999_999 }, bearer(token));
  expect(unknown.statusCode).toBe(422);
  expect(unknown.json().errors).toEqual([
    { field: 'consent_id', message: AUTH_API_MESSAGES.consentNotFound },
  ]);
  expect((await accept({ consent_id: 'abc' }, bearer(token))).statusCode).toBe(400);
  expect((await accept({}, bearer(token))).statusCode).toBe(400);
  expect((await accept({ consent_id: 1 })).statusCode).toBe(401);
});
