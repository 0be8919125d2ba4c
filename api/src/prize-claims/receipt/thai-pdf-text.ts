import fontkit, { type Font } from '@cantoo/fontkit';
import {
  beginText,
  endText,
  PDFHexString,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
} from '@cantoo/pdf-lib';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Thai text in a PDF with its marks where they belong. pdf-lib lays text out with fontkit but
 * writes only the glyphs, dropping the positions the font's GPOS `mark`/`mkmk` features give:
 * a tone mark over an upper vowel (ที่, นั้น) or beside a tall consonant (ป้, ฝุ่น) then lands on
 * top of the other. So the same font is laid out here with fontkit, and each glyph is placed at its
 * own offset; pdf-lib still encodes the glyphs (subset, with a ToUnicode map, so the text copies).
 *
 * Fontsource splits Noto Sans Thai by script: the Thai file has no digits or Latin letters, the
 * Latin file no Thai. A text is cut into runs and each run drawn with the file that has it.
 */

/** One face of the receipt's typeface, in both script files. */
interface Face {
  thai: EmbeddedFont;
  latin: EmbeddedFont;
}

interface EmbeddedFont {
  pdf: PDFFont;
  layout: Font;
}

export interface ThaiFonts {
  regular: Face;
  bold: Face;
}

// Found from the package's folder: a bundler or test runner may map a required `.woff` to a stub.
const FONT_DIR = path.join(path.dirname(require.resolve('@fontsource/noto-sans-thai/package.json')), 'files');

const fontFile = (script: 'thai' | 'latin', weight: 400 | 700) =>
  path.join(FONT_DIR, `noto-sans-thai-${script}-${weight}-normal.woff`);

async function embed(doc: PDFDocument, file: string): Promise<EmbeddedFont> {
  const bytes = await readFile(file);
  // Subset: only the glyphs used are written (as TrueType, whatever the file's WOFF wrapping).
  const pdf = await doc.embedFont(bytes, { subset: true });
  return { pdf, layout: fontkit.create(bytes) as Font };
}

export async function embedThaiFonts(doc: PDFDocument): Promise<ThaiFonts> {
  doc.registerFontkit(fontkit);
  const [thai, latin, thaiBold, latinBold] = await Promise.all([
    embed(doc, fontFile('thai', 400)),
    embed(doc, fontFile('latin', 400)),
    embed(doc, fontFile('thai', 700)),
    embed(doc, fontFile('latin', 700)),
  ]);
  return { regular: { thai, latin }, bold: { thai: thaiBold, latin: latinBold } };
}

/** Thai letters, vowels and marks: U+0E00–U+0E7F (spaces go with the run they are in). */
const THAI = /[\u0E00-\u0E7F]/;

function runs(text: string): { thai: boolean; text: string }[] {
  const found: { thai: boolean; text: string }[] = [];
  for (const char of text) {
    const last = found[found.length - 1];
    const thai = char === ' ' && last ? last.thai : THAI.test(char);
    if (last && last.thai === thai) last.text += char;
    else found.push({ thai, text: char });
  }
  return found;
}

/** How wide `text` is at `size`, in PDF points. */
export function textWidth(face: Face, text: string, size: number): number {
  return runs(text).reduce((width, run) => {
    const font = run.thai ? face.thai : face.latin;
    return width + (font.layout.layout(run.text).advanceWidth * size) / font.layout.unitsPerEm;
  }, 0);
}

export interface TextStyle {
  face: Face;
  size: number;
  color?: [number, number, number];
}

/** Draws `text` with its left end at (x, y) on the baseline; the x where it ends. */
export function drawThaiText(page: PDFPage, text: string, x: number, y: number, style: TextStyle): number {
  const [r, g, b] = style.color ?? [0, 0, 0];
  let pen = x;
  for (const run of runs(text)) {
    const font = run.thai ? style.face.thai : style.face.latin;
    const scale = style.size / font.layout.unitsPerEm;
    // fontkit types `positions` as nullable; a laid-out run always has them.
    const positions = font.layout.layout(run.text).positions ?? [];
    // The glyph ids as the PDF font numbers them (4 hex digits each), in layout order.
    const hex = font.pdf.encodeText(run.text).asString();
    const key = page.node.newFontDictionary(font.pdf.name, font.pdf.ref);
    const operators = [
      pushGraphicsState(),
      setFillingRgbColor(r, g, b),
      beginText(),
      setFontAndSize(key, style.size),
    ];
    positions.forEach((position, i) => {
      const glyph = PDFHexString.of(hex.slice(i * 4, i * 4 + 4));
      operators.push(
        setTextMatrix(1, 0, 0, 1, pen + position.xOffset * scale, y + position.yOffset * scale),
        showText(glyph),
      );
      pen += position.xAdvance * scale;
    });
    operators.push(endText(), popGraphicsState());
    page.pushOperators(...operators);
  }
  return pen;
}
