/**
 * Draws the amulet shop's demo pictures (`api/public/shop/*.svg`): a framed amulet per motif and
 * colour, and a seal per shop. Run `npx tsx scripts/make-shop-pictures.ts`; the files are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OUT = path.resolve(__dirname, '..', 'api', 'public', 'shop');

const COLOURS = [
  { name: 'gold', metal: '#d4a72c', deep: '#8a6510', bg: '#1f1a10' },
  { name: 'silver', metal: '#c9ced6', deep: '#6d7480', bg: '#15181d' },
  { name: 'bronze', metal: '#c07a3c', deep: '#6e3f17', bg: '#1d140d' },
  { name: 'jade', metal: '#5fb38a', deep: '#23603f', bg: '#0f1a14' },
];

// Simple shapes inside the frame: a seated figure, a lotus, a stupa.
const MOTIFS: Record<string, (c: (typeof COLOURS)[number]) => string> = {
  buddha: (c) =>
    `<circle cx="100" cy="92" r="16" fill="${c.deep}"/><path d="M70 160 Q100 108 130 160 Z" fill="${c.deep}"/><ellipse cx="100" cy="160" rx="40" ry="10" fill="${c.deep}"/>`,
  lotus: (c) =>
    `<path d="M100 80 C115 110 115 140 100 160 C85 140 85 110 100 80Z" fill="${c.deep}"/><path d="M100 160 C80 150 62 128 60 104 C82 112 96 132 100 160Z" fill="${c.deep}"/><path d="M100 160 C120 150 138 128 140 104 C118 112 104 132 100 160Z" fill="${c.deep}"/>`,
  stupa: (c) =>
    `<path d="M100 70 L108 100 L92 100Z" fill="${c.deep}"/><path d="M76 130 Q100 92 124 130Z" fill="${c.deep}"/><rect x="70" y="130" width="60" height="16" rx="3" fill="${c.deep}"/>`,
};

function amulet(motif: string, colour: (typeof COLOURS)[number]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="400" height="400">
<rect width="200" height="200" fill="${colour.bg}"/>
<path d="M100 28 C150 28 162 70 162 110 C162 150 136 176 100 176 C64 176 38 150 38 110 C38 70 50 28 100 28Z" fill="${colour.metal}" stroke="${colour.deep}" stroke-width="6"/>
<path d="M100 44 C140 44 148 78 148 110 C148 144 128 162 100 162 C72 162 52 144 52 110 C52 78 60 44 100 44Z" fill="none" stroke="${colour.deep}" stroke-width="2" opacity="0.6"/>
${MOTIFS[motif]!(colour)}
<circle cx="100" cy="24" r="8" fill="none" stroke="${colour.metal}" stroke-width="4"/>
</svg>
`;
}

function seal(letter: string, colour: (typeof COLOURS)[number]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">
<rect width="120" height="120" rx="24" fill="${colour.bg}"/>
<circle cx="60" cy="60" r="42" fill="none" stroke="${colour.metal}" stroke-width="6"/>
<text x="60" y="76" text-anchor="middle" font-family="sans-serif" font-size="44" font-weight="700" fill="${colour.metal}">${letter}</text>
</svg>
`;
}

mkdirSync(OUT, { recursive: true });
for (const motif of Object.keys(MOTIFS))
  for (const colour of COLOURS)
    writeFileSync(path.join(OUT, `amulet-${motif}-${colour.name}.svg`), amulet(motif, colour));
['S', 'P', 'M'].forEach((letter, index) =>
  writeFileSync(path.join(OUT, `shop-logo-${index + 1}.svg`), seal(letter, COLOURS[index]!)),
);
