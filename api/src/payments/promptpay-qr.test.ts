import QRCode from 'qrcode';
import { promptPayPayload, promptPayQrDataUrl } from './promptpay-qr';

test('the payload names the phone as PromptPay (0066 + 9 digits) and exactly the amount', () => {
  const payload = promptPayPayload('081-234-5678', 240)!;
  expect(payload).toContain('0113' + '0066812345678');
  // Tag 54 (amount), length 06, "240.00"; 53 = currency 764 (THB); 58 = TH.
  expect(payload).toContain('5406240.00');
  expect(payload).toContain('5303764');
  expect(payload).toContain('5802TH');
  expect(promptPayPayload('0812345678', 1_000_000)).toContain('54101000000.00');
});

test('the QR is an SVG data URL of that payload', async () => {
  const url = (await promptPayQrDataUrl('0812345678', 240))!;
  expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
  const svg = Buffer.from(url.split(',')[1]!, 'base64').toString('utf8');
  expect(svg).toMatch(/^<svg /);
  const expected = await QRCode.toString(promptPayPayload('0812345678', 240)!, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  expect(svg).toBe(expected);
  expect(await promptPayQrDataUrl('0812345678', 320)).not.toBe(url);
});

test('a national id (13 digits) works; anything else is no QR', async () => {
  expect(await promptPayQrDataUrl('1-2345-67890-12-3', 80)).toMatch(/^data:image\/svg/);
  for (const id of ['', '12345', 'promptpay', '08123456789'])
    expect(await promptPayQrDataUrl(id, 80)).toBeNull();
});
