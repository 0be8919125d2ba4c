import { PDFDocument, PDFName, PDFNumber, PDFString } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { deflateSync } from 'node:zlib';
import { SLIP_MESSAGES } from './slip-messages';
import {
  APPENDED_HTML,
  jpegHeaderThenScript,
  jpegSlip,
  jpegWithGps,
  pdfSlip,
  pdfWithOpenActionScript,
  pngBomb,
  pngSlip,
  pngWithHtml,
  webpSlip,
} from '#api/test/slip-fixtures';
import { cleanSlip } from './clean-slip';

jest.setTimeout(30_000);

const refusedWith = (message: string) => ({ statusCode: 422, message, errors: [{ field: 'file', message }] });

describe('pictures', () => {
  test.each([
    ['JPEG', jpegSlip, 'image/jpeg', 'jpeg'],
    ['PNG', pngSlip, 'image/png', 'png'],
    ['WebP', webpSlip, 'image/webp', 'webp'],
  ] as const)('a %s is decoded and written anew in its own format', async (_kind, make, mime, format) => {
    const slip = await cleanSlip(await make());
    expect(slip.mime).toBe(mime);
    const meta = await sharp(slip.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, 120, 200]);
  });

  test('a JPEG header followed by a script does not decode: refused', async () => {
    await expect(cleanSlip(jpegHeaderThenScript())).rejects.toMatchObject(
      refusedWith(SLIP_MESSAGES.slipUnreadable),
    );
  });

  test('a PNG with an HTML page after its end is kept without the page', async () => {
    const original = await pngWithHtml();
    const slip = await cleanSlip(original);
    expect(slip.mime).toBe('image/png');
    expect(slip.data.includes(Buffer.from('<script>'))).toBe(false);
    expect(slip.data.toString('latin1')).not.toContain(APPENDED_HTML);
    expect((await sharp(slip.data).metadata()).width).toBe(120);
  });

  test('a 20000 × 20000 bomb is refused from its header, before the pixels are decoded', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1000);
    const decode = jest.spyOn(sharp.prototype, 'toBuffer');
    await expect(cleanSlip(bomb)).rejects.toMatchObject(refusedWith(SLIP_MESSAGES.slipTooManyPixels));
    expect(decode).not.toHaveBeenCalled();
    decode.mockRestore();
  });

  test('EXIF (GPS, the phone) is gone from what is stored; the orientation is applied first', async () => {
    const photo = await jpegWithGps();
    const before = await sharp(photo).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(3);
    const slip = await cleanSlip(photo);
    const after = await sharp(slip.data).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(slip.data.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(slip.data.includes(Buffer.from('Exif'))).toBe(false);
    expect([after.width, after.height]).toEqual([200, 120]);
  });
});

describe('PDFs', () => {
  test('a plain PDF slip is rewritten: same pages, no document info, no EXIF in its picture', async () => {
    const original = await pdfSlip();
    expect((await PDFDocument.load(original, { updateMetadata: false })).getAuthor()).toBe('Somchai Jaidee');
    expect(original.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const slip = await cleanSlip(original);
    expect(slip.mime).toBe('application/pdf');
    for (const text of ['PhoneMaker', 'Exif', '/Info', '/Author', '/Producer'])
      expect(slip.data.includes(Buffer.from(text))).toBe(false);
    const copy = await PDFDocument.load(slip.data, { updateMetadata: false });
    expect([copy.getAuthor(), copy.getProducer()]).toEqual([undefined, undefined]);
    expect(copy.getPageCount()).toBe(1);
    expect(copy.getPage(0).getSize()).toEqual({ width: 300, height: 420 });
  });

  test('HTML after the end of a PDF is not in the stored copy', async () => {
    const slip = await cleanSlip(Buffer.concat([await pdfSlip(), Buffer.from(APPENDED_HTML)]));
    expect(slip.data.includes(Buffer.from('<script>'))).toBe(false);
  });

  test('/OpenAction with /JS is refused, in plain objects or inside object streams', async () => {
    const evil = await pdfWithOpenActionScript();
    await expect(cleanSlip(evil)).rejects.toMatchObject(refusedWith(SLIP_MESSAGES.slipPdfActive));
    const packed = Buffer.from(await (await PDFDocument.load(evil)).save({ useObjectStreams: true }));
    expect(packed.includes(Buffer.from('ObjStm'))).toBe(true);
    expect(packed.includes(Buffer.from('/JS'))).toBe(false);
    await expect(cleanSlip(packed)).rejects.toMatchObject(refusedWith(SLIP_MESSAGES.slipPdfActive));
  });

  /** The plain slip with `change` made to it, saved again. */
  async function pdfWith(change: (doc: PDFDocument) => void): Promise<Buffer> {
    const doc = await PDFDocument.load(await pdfSlip());
    change(doc);
    return Buffer.from(await doc.save());
  }

  test.each([
    [
      'a link whose action is JavaScript, its names hex-escaped (/J#61vaScript, /#4aS)',
      (doc: PDFDocument) => {
        const link = doc.context.obj({
          Type: 'Annot',
          Subtype: 'Link',
          Rect: [0, 0, 10, 10],
          A: { S: 'JavaScript', JS: PDFString.of('app.alert(1)') },
        });
        doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
      },
      true,
    ],
    [
      'a page with an automatic action (/AA)',
      (doc: PDFDocument) =>
        doc
          .getPage(0)
          .node.set(PDFName.of('AA'), doc.context.obj({ O: { S: 'URI', URI: 'https://x.test' } })),
      false,
    ],
    [
      'an action that starts a program (/Launch)',
      (doc: PDFDocument) =>
        doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'Launch', F: 'cmd.exe' })),
      false,
    ],
    [
      'an embedded file (/EmbeddedFiles name tree)',
      (doc: PDFDocument) => {
        const file = doc.context.register(doc.context.stream('MZ fake program', { Type: 'EmbeddedFile' }));
        const spec = doc.context.obj({ Type: 'Filespec', F: 'a.exe', EF: { F: file } });
        doc.catalog.set(
          PDFName.of('Names'),
          doc.context.obj({ EmbeddedFiles: { Names: [PDFString.of('a.exe'), spec] } }),
        );
      },
      false,
    ],
  ])('%s → refused', async (_name, change, escapeName) => {
    let bytes = await pdfWith(change);
    if (escapeName) {
      const text = bytes.toString('latin1');
      bytes = Buffer.from(
        text.replaceAll('/JavaScript', '/J#61vaScript').replaceAll('/JS', '/#4aS'),
        'latin1',
      );
      expect(bytes.includes(Buffer.from('/JavaScript'))).toBe(false);
      expect(bytes.includes(Buffer.from('/JS'))).toBe(false);
    }
    await expect(cleanSlip(bytes)).rejects.toMatchObject(refusedWith(SLIP_MESSAGES.slipPdfActive));
  });

  test('a compressed object stream that inflates past 20 MB is refused before pdf-lib inflates it', async () => {
    // A valid object stream (object 5 is `<< >>`) padded with 64 MB of spaces: 65 kB deflated.
    const zeros = deflateSync(Buffer.concat([Buffer.from('5 0 << >>'), Buffer.alloc(64 * 1024 * 1024, ' ')]));
    // Appended as an update to the file: the parser reads every object it finds.
    const bytes = Buffer.concat([
      await pdfSlip(),
      Buffer.from(
        `99 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${zeros.length} >>\nstream\n`,
      ),
      zeros,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]);
    expect(bytes.length).toBeLessThan(200_000);
    await expect(cleanSlip(bytes)).rejects.toMatchObject(refusedWith(SLIP_MESSAGES.slipPdfUnreadable));
  });

  test('a picture inside the PDF over the pixel limit is refused', async () => {
    const bytes = await pdfWith((doc) => {
      const image = doc.context.stream(new Uint8Array(10), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: PDFNumber.of(20_000),
        Height: PDFNumber.of(20_000),
        ColorSpace: 'DeviceRGB',
        BitsPerComponent: 8,
      });
      doc.context.register(image);
    });
    await expect(cleanSlip(bytes)).rejects.toMatchObject(refusedWith(SLIP_MESSAGES.slipTooManyPixels));
  });

  test('encrypted, broken, or more than 5 pages → refused as unreadable', async () => {
    const broken = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R\nendobj\n%%EOF\n');
    const long = await pdfWith((doc) => {
      for (let i = 0; i < 5; i++) doc.addPage();
    });
    const encrypted = await pdfWith((doc) =>
      doc.context.trailerInfo.Encrypt === undefined
        ? (doc.context.trailerInfo.Encrypt = doc.context.register(
            doc.context.obj({
              Filter: 'Standard',
              V: 2,
              R: 3,
              O: PDFString.of('x'),
              U: PDFString.of('y'),
              P: -4,
            }),
          ))
        : undefined,
    );
    for (const bytes of [broken, long, encrypted])
      await expect(cleanSlip(bytes)).rejects.toMatchObject(refusedWith(SLIP_MESSAGES.slipPdfUnreadable));
  });
});

test('anything else is refused by its bytes, whatever it is named', async () => {
  await expect(cleanSlip(Buffer.from('<svg><script>alert(1)</script></svg>'))).rejects.toMatchObject(
    refusedWith(SLIP_MESSAGES.slipBadType),
  );
});
