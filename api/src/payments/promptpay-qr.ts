import generatePayload from 'promptpay-qr';
import QRCode from 'qrcode';

/** A phone (10 digits), national or tax id (13) or e-wallet (15): what PromptPay accepts. */
function promptPayTarget(id: string): string | null {
  const digits = id.replace(/[\s-]/g, '');
  return /^(\d{10}|\d{13}|\d{15})$/.test(digits) ? digits : null;
}

// The same store and amount come back on every order view: keep the last few hundred QR codes.
const cache = new Map<string, string>();
const CACHE_SIZE = 500;

/**
 * `data:image/svg+xml;base64,…` of a PromptPay QR (EMVCo payload) for exactly `amount` baht, made
 * on the server so the app needs no QR library; null when the id is not a PromptPay id.
 */
export async function promptPayQrDataUrl(id: string, amount: number): Promise<string | null> {
  const target = promptPayTarget(id);
  if (!target) return null;
  const key = `${target}:${amount}`;
  const known = cache.get(key);
  if (known) return known;
  const payload = generatePayload(target, { amount });
  const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const url = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, url);
  return url;
}

/** The payload alone (tests read it back out of the QR's source). */
export function promptPayPayload(id: string, amount: number): string | null {
  const target = promptPayTarget(id);
  return target ? generatePayload(target, { amount }) : null;
}
