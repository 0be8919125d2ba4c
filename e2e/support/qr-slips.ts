// Bank-transfer slips carrying the bank's mini QR code (the Bank of Thailand's slip verification
// QR: TLV fields 00 = API id, sending bank, reference; 51 = TH; 91 = CRC-16/CCITT), made per test
// so each journey has a transfer of its own.
import QRCode from 'qrcode';

const field = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;

function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'latin1')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A PNG slip whose QR says: sent from `bank` (3-digit code) with reference `ref`. */
export function qrSlipPng(ref: string, bank = '004'): Promise<Buffer> {
  const body = `${field('00', field('00', '000001') + field('01', bank) + field('02', ref))}${field('51', 'TH')}9104`;
  return QRCode.toBuffer(body + crc16(body), { type: 'png', margin: 4, scale: 6 });
}

/** A reference no other run has used. */
export const freshSlipRef = () => `E2E${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(0, 25);
