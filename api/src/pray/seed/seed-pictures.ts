import sharp from 'sharp';
import type { ProcessedPicture } from '../picture-process';
import { processPrayPicture } from '../picture-process';

/** Colours of temple dawn, lotus, candlelight, gold leaf: one palette per demo picture. */
const PALETTES = [
  ['#f6d365', '#fda085', '#b85c38'],
  ['#a1c4fd', '#c2e9fb', '#3b5ba5'],
  ['#fbc2eb', '#a6c1ee', '#7b4397'],
  ['#84fab0', '#8fd3f4', '#1f7a5a'],
  ['#ffecd2', '#fcb69f', '#c0392b'],
  ['#fddb92', '#d1fdff', '#b8860b'],
] as const;

/** A lotus over a glowing sky, drawn in SVG here (no picture file comes from outside the repo). */
function lotusSvg(index: number): string {
  const [sky, glow, petal] = PALETTES[index % PALETTES.length]!;
  const petals = Array.from({ length: 7 }, (_, i) => {
    const angle = -72 + i * 24;
    return `<ellipse cx="600" cy="470" rx="70" ry="190" fill="${petal}" fill-opacity="${0.55 + (i % 2) * 0.2}" transform="rotate(${angle} 600 620)"/>`;
  }).join('');
  const stars = Array.from({ length: 24 }, (_, i) => {
    const x = (i * 197 + index * 53) % 1200;
    const y = (i * 89 + index * 31) % 300;
    return `<circle cx="${x}" cy="${y}" r="${2 + (i % 3)}" fill="#fff" fill-opacity="0.7"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${glow}"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="#fff8dc"/><stop offset="1" stop-color="#fff8dc" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="675" fill="url(#sky)"/>${stars}
<circle cx="600" cy="380" r="260" fill="url(#sun)"/>
${petals}
<rect x="0" y="600" width="1200" height="75" fill="${petal}" fill-opacity="0.35"/>
</svg>`;
}

/** Six pictures through the same pipeline as an upload (judged by bytes, resized, WebP). */
export async function makeSeedPictures(): Promise<ProcessedPicture[]> {
  return Promise.all(
    PALETTES.map(async (_, i) =>
      processPrayPicture(
        await sharp(Buffer.from(lotusSvg(i)))
          .png()
          .toBuffer(),
      ),
    ),
  );
}
