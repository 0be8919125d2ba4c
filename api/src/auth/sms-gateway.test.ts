import type { FastifyInstance } from 'fastify';
import { bearer, latestSmsCode, registerLocal } from '#api/test/auth-fixtures';
import { buildTestApp } from '#api/test/build-test-app';
import { startFakeThaiBulkSms, type FakeThaiBulkSms } from '#api/testing/fake-thaibulksms';
import { AUTH_API_MESSAGES } from './auth-messages';

/**
 * OTP texts through the gateway `SMS_GATEWAY` names, against a stand-in that speaks ThaiBulkSMS'
 * API, with every log line the API writes (down to trace) captured: no code may ever be in one.
 */
const KEY = 'gateway-key';
const SECRET = 'gateway-secret';
const TIMEOUT_MS = 500;

/** A logger writing every line, at every level, into `lines`. */
function capturedLogger(lines: string[]) {
  return { level: 'trace', stream: { write: (line: string) => void lines.push(line) } };
}

const OTP_TEXT = /รหัส OTP ของคุณคือ/;

/** The code standing alone (not inside a timestamp, a duration or a hash) anywhere in `log`. */
const mentions = (log: string, code: string) =>
  new RegExp(`(?<![0-9A-Za-z.])${code}(?![0-9A-Za-z.])`).test(log);

describe('with SMS_GATEWAY=thaibulksms', () => {
  let gateway: FakeThaiBulkSms;
  let app: FastifyInstance;
  const logLines: string[] = [];
  beforeAll(async () => {
    gateway = await startFakeThaiBulkSms({ apiKey: KEY, apiSecret: SECRET });
    app = await buildTestApp({
      logger: capturedLogger(logLines),
      config: {
        sms: {
          gateway: 'thaibulksms',
          apiKey: KEY,
          apiSecret: SECRET,
          sender: 'Chokdee',
          baseUrl: gateway.url,
          timeoutMs: TIMEOUT_MS,
        },
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await gateway.close();
  });
  beforeEach(() => gateway.setMode('ok'));

  const sendOtp = (member: { tel: string; token: string }) =>
    app.inject({
      method: 'POST',
      url: '/public/v2/auth/otp/send',
      headers: bearer(member.token),
      payload: { tel: member.tel, purpose: 'verify_phone' },
    });

  /** The 6-digit code of the newest text the stand-in delivered to `tel`. */
  const deliveredCode = (tel: string) => {
    const text = gateway.texts.filter((t) => t.msisdn === tel).at(-1);
    return /\d{6}/.exec(text?.message ?? '')?.[0];
  };

  test('the code reaches the phone through the gateway and verifies; the development inbox stays empty', async () => {
    const member = await registerLocal(app);
    const sent = await sendOtp(member);
    expect(sent.statusCode).toBe(200);
    const code = deliveredCode(member.tel);
    expect(code).toMatch(/^\d{6}$/);
    expect(gateway.texts.at(-1)).toMatchObject({ msisdn: member.tel, sender: 'Chokdee' });
    await expect(latestSmsCode(app, member.tel)).rejects.toThrow(/no SMS/);
    const verified = await app.inject({
      method: 'POST',
      url: '/public/v2/auth/otp/verify',
      headers: bearer(member.token),
      payload: { otp_ref: sent.json().data.otp_ref, code },
    });
    expect(verified.statusCode).toBe(200);
  });

  test.each(['refuse', 'fail'] as const)(
    'the gateway refuses (%s): a Thai 503, and the member may ask again at once',
    async (mode) => {
      const member = await registerLocal(app);
      gateway.setMode(mode);
      const refused = await sendOtp(member);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: AUTH_API_MESSAGES.smsNotSent, errors: [], status: 503 });
      expect(refused.json().message).toMatch(/^ส่ง SMS ไม่สำเร็จ/);
      gateway.setMode('ok');
      const again = await sendOtp(member);
      expect(again.statusCode).toBe(200);
      expect(deliveredCode(member.tel)).toMatch(/^\d{6}$/);
    },
  );

  test('the gateway does not answer: the member hears so within the timeout, and may ask again', async () => {
    const member = await registerLocal(app);
    gateway.setMode('hang');
    const started = Date.now();
    const refused = await sendOtp(member);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(AUTH_API_MESSAGES.smsNotSent);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3000);
    gateway.setMode('ok');
    expect((await sendOtp(member)).statusCode).toBe(200);
  });

  test('no log line holds a code or the text, whatever happened to the send', () => {
    const codes = gateway.texts.map((text) => /\d{6}/.exec(text.message)![0]);
    expect(codes.length).toBeGreaterThanOrEqual(4);
    const log = logLines.join('');
    expect(log).toContain('OTP text not sent');
    for (const code of codes) expect(mentions(log, code)).toBe(false);
    expect(log).not.toMatch(OTP_TEXT);
  });
});

describe('development (no gateway): the inbox', () => {
  let app: FastifyInstance;
  const logLines: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp({ logger: capturedLogger(logLines) });
  });
  afterAll(() => app.close());

  test('shows the code through GET /dev/sms-inbox, never in the log', async () => {
    const member = await registerLocal(app);
    const sent = await app.inject({
      method: 'POST',
      url: '/public/v2/auth/otp/send',
      headers: bearer(member.token),
      payload: { tel: member.tel, purpose: 'verify_phone' },
    });
    expect(sent.statusCode).toBe(200);
    const code = await latestSmsCode(app, member.tel);
    const log = logLines.join('');
    expect(log).toContain('development inbox');
    expect(mentions(log, code)).toBe(false);
    expect(log).not.toMatch(OTP_TEXT);
  });
});

describe('production built without a gateway (only a hand-made config gets there)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { nodeEnv: 'production', sms: undefined } });
  });
  afterAll(() => app.close());

  test('a text is refused in Thai rather than pretended sent', async () => {
    const member = await registerLocal(app);
    const sent = await app.inject({
      method: 'POST',
      url: '/public/v2/auth/otp/send',
      headers: bearer(member.token),
      payload: { tel: member.tel, purpose: 'verify_phone' },
    });
    expect(sent.statusCode).toBe(503);
    expect(sent.json().message).toBe(AUTH_API_MESSAGES.smsNotSent);
  });
});
