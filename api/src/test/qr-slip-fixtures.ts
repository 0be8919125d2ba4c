// Bank-transfer slip pictures for the reuse tests, made here: a slip-like page (a bank's colour
// band, lines of "text", an amount box) and, on most of them, the bank's mini QR code.
import QRCode from 'qrcode';
import sharp from 'sharp';
import { crc16Ccitt } from '#api/slip-checks/slip-verify-qr';

const field = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** A slip QR's text (Bank of Thailand slip verification) for `bank` and `ref`, signed. */
export function slipQrText(bank: string, ref: string): string {
  const body = `${field('00', field('00', '000001') + field('01', bank) + field('02', ref))}${field('51', 'TH')}9104`;
  return body + crc16Ccitt(body);
}

const BANDS = ['#138f2d', '#4e2e7f', '#1ba5e1', '#f5a623', '#d0021b', '#0b3d91'];

/**
 * The page of slip number `layout`: each layout has its own colour and lines, as slips of different
 * transfers do. `transfer` changes only the amount, name and time lines, as two transfers made
 * from one bank app differ.
 */
function slipPage(layout: number, transfer = 0): string {
  const band = BANDS[layout % BANDS.length];
  const lines = Array.from({ length: 9 }, (_, i) => {
    const varies = i === 1 || i === 4 || i === 7;
    const width = 120 + ((layout * 53 + i * 97 + (varies ? transfer * 30 : 0)) % 260);
    const x = i % 2 ? 40 : 440 - width;
    return `<rect x="${x}" y="${170 + i * 44}" width="${width}" height="${14 + ((layout + i) % 3) * 6}" fill="#333"/>`;
  }).join('');
  const box = 60 + ((layout * 37) % 200);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="760">
    <rect width="480" height="760" fill="#fff"/>
    <rect width="480" height="${110 + (layout % 4) * 20}" fill="${band}"/>
    <circle cx="${80 + (layout % 5) * 70}" cy="60" r="36" fill="#fff"/>
    ${lines}
    <rect x="${box}" y="600" width="180" height="60" fill="${band}"/>
  </svg>`;
}

/** A PNG slip picture of `layout` with the mini QR of `bank`/`ref` in its lower right corner. */
export async function qrSlipPicture(bank: string, ref: string, layout = 0): Promise<Buffer> {
  const qr = await QRCode.toBuffer(slipQrText(bank, ref), { type: 'png', margin: 2, scale: 4 });
  return sharp(Buffer.from(slipPage(layout)))
    .composite([{ input: qr, gravity: 'southeast' }])
    .png()
    .toBuffer();
}

/** A slip picture of `layout` with no QR code on it (a bank app that prints none, or a cropped photo). */
export function plainSlipPicture(layout = 0, transfer = 0): Promise<Buffer> {
  return sharp(Buffer.from(slipPage(layout, transfer)))
    .png()
    .toBuffer();
}
