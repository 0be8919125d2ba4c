// Slips for the upload tests, made here rather than checked in: real pictures and PDFs, and the
// hostile files a slip upload must refuse or clean (polyglots, a decompression bomb, GPS EXIF).
import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';

const picture = (width = 120, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7ab0' } });

/** A real one-pixel PNG (what e2e sends), small enough to be a constant. */
export const TINY_PNG_SLIP = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

/** A real 2 × 2 JPEG. */
export const TINY_JPEG_SLIP = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAA/9k=',
  'base64',
);

export const pngSlip = () => picture().png().toBuffer();
export const jpegSlip = () => picture().jpeg().toBuffer();
export const webpSlip = () => picture().webp().toBuffer();

/** A phone photo of a slip: EXIF naming the phone and where it was (Bangkok), upside down. */
export const jpegWithGps = () =>
  picture(200, 120)
    .jpeg()
    .withMetadata({ orientation: 3 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone X' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '13/1 45/1 2216/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '100/1 30/1 1234/100',
      },
    })
    .toBuffer();

/** The first bytes of a JPEG (SOI and a JFIF header), then a script instead of a picture. */
export const jpegHeaderThenScript = () =>
  Buffer.concat([
    Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
    Buffer.from('<script>fetch("/steal?c="+document.cookie)</script>'.repeat(20)),
  ]);

export const APPENDED_HTML = '<html><body><script>alert(document.domain)</script></body></html>';

/** A real PNG with an HTML page after its end (IEND): viewers show the picture, sniffers the page. */
export const pngWithHtml = async () => Buffer.concat([await pngSlip(), Buffer.from(APPENDED_HTML)]);

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a few hundred bytes whose header claims `width` × `height` RGBA pixels
 * (20000 × 20000 = 1.6 GB decoded), with only the first rows of pixel data.
 */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4 * width + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF slip as a bank app writes one: text, a JPEG picture with EXIF, document info. */
export async function pdfSlip(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setAuthor('Somchai Jaidee');
  doc.setProducer('BankApp PDF');
  const page = doc.addPage([300, 420]);
  page.drawText('Transfer 240.00 THB', { x: 20, y: 380, size: 14 });
  page.drawImage(await doc.embedJpg(await jpegWithGps()), { x: 20, y: 20, width: 200, height: 120 });
  return Buffer.from(await doc.save());
}

/** The same PDF made to run a script as it opens (`/OpenAction` → `/S /JavaScript /JS`). */
export async function pdfWithOpenActionScript(): Promise<Buffer> {
  const doc = await PDFDocument.load(await pdfSlip());
  const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  return Buffer.from(await doc.save());
}
