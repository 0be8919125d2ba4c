import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFObjectStreamParser,
  PDFRawStream,
  PDFStream,
  PDFXRefStreamParser,
  type PDFContext,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { SLIP_MAX_PIXELS, SLIP_PDF_MAX_PAGES } from '@chokdee/shared-contract/schemas/order';
import sharp, { type OutputInfo } from 'sharp';
import { constants, inflateSync } from 'node:zlib';
import { HttpError } from '#api/lib/http-error';
import { SLIP_MESSAGES } from './slip-messages';

/** What one compressed stream may grow to when the parser inflates it (20 MB from a 5 MB file). */
const MAX_INFLATED_BYTES = 20 * 1024 * 1024;

/** Keys that only ever hold something that runs, opens or carries another file. */
const ACTIVE_KEYS = new Set([
  'JS',
  'JavaScript',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'RichMedia',
  'RichMediaContent',
  'XFA',
]);
/** Action types (`/S`) that run code, start programs, send the form or open other files. */
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'RichMediaExecute',
  'Rendition',
]);
/** Keys dropped from every object before the pages are copied: metadata and editing leftovers. */
const DROPPED_KEYS = ['Metadata', 'PieceInfo', 'Annots'].map((key) => PDFName.of(key));

const refused = (message: string) => new HttpError(422, message, [{ field: 'file', message }]);
class PdfRefusal extends Error {
  constructor(readonly userMessage: string) {
    super(userMessage);
  }
}

const nameOf = (value: PDFObject | undefined) => (value instanceof PDFName ? value.decodeText() : undefined);

function filtersOf(dict: PDFDict): string[] {
  const filter = dict.lookup(PDFName.of('Filter'));
  if (filter === undefined) return [];
  if (filter instanceof PDFArray)
    return filter.asArray().map((item) => nameOf(dict.context.lookup(item)) ?? '?');
  return [nameOf(filter) ?? '?'];
}

/**
 * The parser inflates object and cross-reference streams as it reads them, with no limit of its
 * own: a 5 MB stream of zeros deflates ~1000 to 1. Each one is inflated here first, by Node's zlib
 * with a cap on the output, and refused past it; other filters on them (never written by PDF
 * makers) are refused outright.
 */
function checkInflatedSize(stream: PDFRawStream): void {
  const filters = filtersOf(stream.dict);
  if (filters.length === 0) return;
  if (filters.length > 1 || filters[0] !== 'FlateDecode')
    throw new PdfRefusal(SLIP_MESSAGES.slipPdfUnreadable);
  try {
    inflateSync(stream.getContents(), {
      maxOutputLength: MAX_INFLATED_BYTES,
      finishFlush: constants.Z_SYNC_FLUSH,
    });
  } catch {
    throw new PdfRefusal(SLIP_MESSAGES.slipPdfUnreadable);
  }
}
// pdf-lib offers no hook or limit for this; both parsers are entered only through these factories.
const readObjectStream = PDFObjectStreamParser.forStream;
PDFObjectStreamParser.forStream = (stream, ...rest) => {
  checkInflatedSize(stream);
  return readObjectStream(stream, ...rest);
};
const readXRefStream = PDFXRefStreamParser.forStream;
PDFXRefStreamParser.forStream = (stream) => {
  checkInflatedSize(stream);
  return readXRefStream(stream);
};

/**
 * Every object of the file, direct or not, each looked at once: refuses scripts, automatic
 * actions, launches, form submission, embedded files and XFA wherever they are, and pictures
 * over the pixel limit or in a format that cannot be re-encoded here (JPEG 2000).
 */
function inspectObjects(context: PDFContext): void {
  const pending: PDFObject[] = context.enumerateIndirectObjects().map(([, object]) => object);
  const seen = new Set<PDFObject>();
  while (pending.length > 0) {
    const object = pending.pop()!;
    if (seen.has(object)) continue;
    seen.add(object);
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (object instanceof PDFArray) pending.push(...object.asArray());
    if (!dict) continue;
    for (const [key, value] of dict.entries()) {
      if (ACTIVE_KEYS.has(key.decodeText())) throw new PdfRefusal(SLIP_MESSAGES.slipPdfActive);
      pending.push(value);
    }
    if (ACTIVE_ACTIONS.has(nameOf(dict.get(PDFName.of('S'))) ?? ''))
      throw new PdfRefusal(SLIP_MESSAGES.slipPdfActive);
    if (object instanceof PDFStream && nameOf(dict.get(PDFName.of('Subtype'))) === 'Image')
      inspectImage(dict);
  }
}

function inspectImage(dict: PDFDict): void {
  const width = dict.lookupMaybe(PDFName.of('Width'), PDFNumber)?.asNumber() ?? 0;
  const height = dict.lookupMaybe(PDFName.of('Height'), PDFNumber)?.asNumber() ?? 0;
  if (width * height > SLIP_MAX_PIXELS) throw new PdfRefusal(SLIP_MESSAGES.slipTooManyPixels);
  const filters = filtersOf(dict);
  if (filters.includes('JPXDecode')) throw new PdfRefusal(SLIP_MESSAGES.slipPdfUnreadable);
  // A JPEG inside the PDF is re-encoded below; only one stored as it is can be.
  if (filters.includes('DCTDecode') && filters.length > 1)
    throw new PdfRefusal(SLIP_MESSAGES.slipPdfUnreadable);
}

/**
 * The JPEG pictures of the copy, decoded and written anew like a JPEG slip: a phone photo turned
 * into a PDF keeps no EXIF (GPS) inside it. CMYK and YCCK become RGB, so the colour space and
 * decode array of the picture are set to match.
 */
async function reencodeJpegImages(context: PDFContext): Promise<void> {
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const { dict } = object;
    if (nameOf(dict.get(PDFName.of('Subtype'))) !== 'Image' || filtersOf(dict)[0] !== 'DCTDecode') continue;
    let encoded: { data: Buffer; info: OutputInfo };
    try {
      const source = sharp(object.getContents(), { limitInputPixels: SLIP_MAX_PIXELS, failOn: 'error' });
      const gray = (await source.metadata()).channels === 1;
      encoded = await source
        .toColourspace(gray ? 'b-w' : 'srgb')
        .jpeg({ quality: 90 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw new PdfRefusal(SLIP_MESSAGES.slipPdfUnreadable);
    }
    const fresh = dict.clone(context);
    fresh.set(PDFName.of('Filter'), PDFName.of('DCTDecode'));
    fresh.set(PDFName.of('ColorSpace'), PDFName.of(encoded.info.channels === 1 ? 'DeviceGray' : 'DeviceRGB'));
    fresh.set(PDFName.of('BitsPerComponent'), PDFNumber.of(8));
    fresh.set(PDFName.of('Width'), PDFNumber.of(encoded.info.width));
    fresh.set(PDFName.of('Height'), PDFNumber.of(encoded.info.height));
    for (const key of ['DecodeParms', 'Decode', 'Length']) fresh.delete(PDFName.of(key));
    context.assign(ref, PDFRawStream.of(fresh, new Uint8Array(encoded.data)));
  }
}

async function rebuild(data: Buffer): Promise<Uint8Array> {
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(data, { updateMetadata: false, throwOnInvalidObject: true });
  } catch (error) {
    throw error instanceof PdfRefusal ? error : new PdfRefusal(SLIP_MESSAGES.slipPdfUnreadable);
  }
  const pageCount = source.getPageCount();
  if (pageCount < 1 || pageCount > SLIP_PDF_MAX_PAGES) throw new PdfRefusal(SLIP_MESSAGES.slipPdfUnreadable);
  inspectObjects(source.context);
  for (const [, object] of source.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
    for (const key of DROPPED_KEYS) dict?.delete(key);
  }
  // Only the pages and what they draw reach the new file: the catalog's extras, the document
  // information (author, software, dates), unreachable objects and bytes after the end are left behind.
  const copy = await PDFDocument.create({ updateMetadata: false });
  for (const page of await copy.copyPages(source, source.getPageIndices())) copy.addPage(page);
  await reencodeJpegImages(copy.context);
  return copy.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
}

/**
 * A PDF slip, parsed in full with pdf-lib and written anew: refused when it is encrypted, broken,
 * longer than a few pages, or holds anything active (see `inspectObjects`); otherwise its pages
 * are copied into a fresh document without annotations or metadata.
 */
export async function rewriteSlipPdf(data: Buffer): Promise<Buffer> {
  try {
    return Buffer.from(await rebuild(data));
  } catch (error) {
    if (error instanceof PdfRefusal) throw refused(error.userMessage);
    throw refused(SLIP_MESSAGES.slipPdfUnreadable);
  }
}
