/**
 * The mini QR code on a Thai bank-transfer slip (the Bank of Thailand's "slip verification" QR):
 * EMVCo-style TLV text, each field a 2-digit tag, a 2-digit length and the value.
 * - tag 00: an object of sub-fields: 00 the API id (`000001`), 01 the sending bank's 3-digit code,
 *   02 the transaction reference;
 * - tag 51: the country, `TH`;
 * - tag 91: CRC-16/CCITT (poly 0x1021, start 0xFFFF) of everything before its value, 4 hex digits.
 */
export interface SlipVerifyQr {
  sendingBank: string;
  transactionRef: string;
}

const API_ID = '000001';

/** CRC-16/CCITT-FALSE as 4 upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'latin1')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The TLV fields of `text` by tag, or null when it is not TLV all the way through. */
function readTlv(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const tag = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(length)) return null;
    const end = at + 4 + Number(length);
    if (end > text.length || fields.has(tag)) return null;
    fields.set(tag, text.slice(at + 4, end));
    at = end;
  }
  return fields;
}

/**
 * The sending bank and transaction reference of a slip's QR text, or null for anything else
 * (another QR code, a bad checksum, a missing field). Some bank apps drop the CRC's leading
 * zeros, so a shorter CRC is read as padded with zeros.
 */
export function parseSlipVerifyQr(payload: string): SlipVerifyQr | null {
  const text = payload.trim();
  const crcAt = text.lastIndexOf('91');
  const crcMatch = /^91(0[1-4])([0-9A-Fa-f]{1,4})$/.exec(text.slice(crcAt));
  // The length says 04 even where the zeros were dropped, or the shorter length it has.
  const length = crcMatch ? Number(crcMatch[1]) : 0;
  if (crcAt < 0 || !crcMatch || (length !== 4 && length !== crcMatch[2]!.length)) return null;
  const body = text.slice(0, crcAt);
  // The checksum covers the body and the CRC field's own tag and length as written (`9104`).
  const signed = `${body}9104`;
  if (crc16Ccitt(signed) !== crcMatch[2]!.toUpperCase().padStart(4, '0')) return null;
  const fields = readTlv(body);
  if (!fields || fields.get('51') !== 'TH') return null;
  const api = readTlv(fields.get('00') ?? '');
  if (!api || api.get('00') !== API_ID) return null;
  const sendingBank = api.get('01') ?? '';
  const transactionRef = api.get('02') ?? '';
  if (!/^\d{3}$/.test(sendingBank) || !/^[0-9A-Za-z]{6,40}$/.test(transactionRef)) return null;
  return { sendingBank, transactionRef };
}
