import type { FastifyInstance } from 'fastify';
import type { SmsMessage, SmsProvider } from '#api/auth/sms-provider';
import { bearer, registerLocal } from '#api/test/auth-fixtures';
import { buildTestApp } from '#api/test/build-test-app';

describe('development (NODE_ENV=test)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  test('lists the texts sent, newest first, filtered by tel', async () => {
    const a = await registerLocal(app);
    const b = await registerLocal(app);
    const sendTo = (m: { tel: string; token: string }) =>
      app.inject({
        method: 'POST',
        url: '/public/v2/auth/otp/send',
        payload: { tel: m.tel, purpose: 'verify_phone' },
        headers: bearer(m.token),
      });
    expect((await sendTo(a)).statusCode).toBe(200);
    expect((await sendTo(b)).statusCode).toBe(200);
    const all = (await app.inject({ method: 'GET', url: '/dev/sms-inbox' })).json().data;
    expect(all.map((m: { tel: string }) => m.tel).slice(0, 2)).toEqual([b.tel, a.tel]);
    const onlyA = (await app.inject({ method: 'GET', url: `/dev/sms-inbox?tel=${a.tel}` })).json().data;
    expect(onlyA).toEqual([
      {
        tel: a.tel,
        message: expect.stringContaining('รหัส OTP'),
        code: expect.stringMatching(/^\d{6}$/),
        sent_at: expect.any(String),
      },
    ]);
  });
});

describe('production', () => {
  let app: FastifyInstance;
  const sent: SmsMessage[] = [];
  const gateway: SmsProvider = { send: async (message) => void sent.push(message) };
  beforeAll(async () => {
    app = await buildTestApp({ config: { nodeEnv: 'production' }, smsProvider: gateway });
  });
  afterAll(() => app.close());

  test('the inbox does not exist (404), and texts go to the configured provider', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/sms-inbox' });
    expect(response.statusCode).toBe(404);
    const member = await registerLocal(app);
    await app.inject({
      method: 'POST',
      url: '/public/v2/auth/otp/send',
      payload: { tel: member.tel, purpose: 'verify_phone' },
      headers: bearer(member.token),
    });
    expect(sent).toEqual([
      expect.objectContaining({ tel: member.tel, code: expect.stringMatching(/^\d{6}$/) }),
    ]);
  });
});
