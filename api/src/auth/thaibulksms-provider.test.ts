import type { SmsGatewayConfig } from '#api/config';
import { startFakeThaiBulkSms, type FakeThaiBulkSms } from '#api/testing/fake-thaibulksms';
import { SmsNotSentError, type SmsMessage } from './sms-provider';
import { ThaiBulkSmsProvider } from './thaibulksms-provider';

const KEY = 'test-key';
const SECRET = 'test-secret';
let gateway: FakeThaiBulkSms;
beforeAll(async () => {
  gateway = await startFakeThaiBulkSms({ apiKey: KEY, apiSecret: SECRET });
});
afterAll(() => gateway.close());
beforeEach(() => gateway.setMode('ok'));

const config = (overrides: Partial<SmsGatewayConfig> = {}): SmsGatewayConfig => ({
  gateway: 'thaibulksms',
  apiKey: KEY,
  apiSecret: SECRET,
  sender: 'Chokdee',
  baseUrl: gateway.url,
  timeoutMs: 2000,
  ...overrides,
});

const text = (tel = '0812345678'): SmsMessage => ({
  tel,
  message: 'รหัส OTP ของคุณคือ 246810 (ใช้ได้ภายใน 5 นาที)',
  code: '246810',
  sent_at: new Date(),
});

/** The provider's refusal, checked to name no part of the text. */
async function refusal(send: Promise<void>): Promise<string> {
  const error: unknown = await send.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsNotSentError);
  const reason = (error as SmsNotSentError).reason;
  expect(reason).not.toContain('246810');
  expect(reason).not.toContain('รหัส');
  return reason;
}

test('sends the documented request: POST /sms, Basic key:secret, form msisdn, message, sender', async () => {
  await new ThaiBulkSmsProvider(config()).send(text('0898765432'));
  expect(gateway.requests.at(-1)).toEqual({
    method: 'POST',
    path: '/sms',
    contentType: 'application/x-www-form-urlencoded',
    authorization: `Basic ${Buffer.from(`${KEY}:${SECRET}`).toString('base64')}`,
    form: { msisdn: '0898765432', message: text().message, sender: 'Chokdee' },
  });
  expect(gateway.texts.at(-1)).toEqual({ msisdn: '0898765432', message: text().message, sender: 'Chokdee' });
});

test('the provider’s error answer is a refusal naming its status and error, not the text', async () => {
  gateway.setMode('refuse');
  expect(await refusal(new ThaiBulkSmsProvider(config()).send(text()))).toBe(
    'ThaiBulkSMS answered 400 (400 ERROR_INSUFFICIENT_CREDIT)',
  );
});

test('wrong credentials (401) and a server error (500) are refusals', async () => {
  expect(await refusal(new ThaiBulkSmsProvider(config({ apiSecret: 'wrong' })).send(text()))).toMatch(/401/);
  gateway.setMode('fail');
  expect(await refusal(new ThaiBulkSmsProvider(config()).send(text()))).toMatch(/500/);
});

test('a number the provider puts in bad_phone_number_list is a refusal, though the answer is 201', async () => {
  expect(await refusal(new ThaiBulkSmsProvider(config()).send(text('0212345678')))).toMatch(
    /bad_phone_number_list/,
  );
});

test.each(['hang', 'stall'] as const)(
  'no answer (%s): refused once the timeout is over, not later',
  async (mode) => {
    gateway.setMode(mode);
    const started = Date.now();
    expect(await refusal(new ThaiBulkSmsProvider(config({ timeoutMs: 300 })).send(text()))).toBe(
      'ThaiBulkSMS did not answer within 300 ms',
    );
    expect(Date.now() - started).toBeLessThan(2000);
  },
);

test('an unreachable gateway is a refusal naming the socket error', async () => {
  const closed = await startFakeThaiBulkSms({ apiKey: KEY, apiSecret: SECRET });
  await closed.close();
  expect(await refusal(new ThaiBulkSmsProvider(config({ baseUrl: closed.url })).send(text()))).toBe(
    'ThaiBulkSMS unreachable (ECONNREFUSED)',
  );
});
