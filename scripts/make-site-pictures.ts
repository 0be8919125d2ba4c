/**
 * Draws the site's own pictures (`api/public/site/`): the link-preview card a page without a
 * picture of its own shares (1200 × 630, what LINE, Facebook and X show large) and the square logo
 * search engines show for the publisher. Both are PNG: link previews do not read SVG.
 * Drawn by Debian's Chromium with the site's own Thai font, so the card looks like the site.
 * Run `npx tsx scripts/make-site-pictures.ts`; the files are committed.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../bench/browser';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'api', 'public', 'site');

// The brand of shared-kernel/src/ui/tokens.css: lucky red, temple gold, the warm page colour.
const RED = '#b71c1c';
const DEEP_RED = '#8e1414';
const GOLD = '#f2b705';
const CREAM = '#fff8ec';

function fontFace(weight: 400 | 700): string {
  const file = path.join(
    ROOT,
    `node_modules/@fontsource/noto-sans-thai/files/noto-sans-thai-thai-${weight}-normal.woff2`,
  );
  const data = readFileSync(file).toString('base64');
  return `@font-face{font-family:'Noto Sans Thai';font-weight:${weight};src:url(data:font/woff2;base64,${data}) format('woff2')}`;
}

/** A gold coin with a four-petal flower: the mark on both pictures. */
function coin(size: number): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 100 100" aria-hidden="true">
<circle cx="50" cy="50" r="48" fill="${GOLD}"/><circle cx="50" cy="50" r="40" fill="none" stroke="${DEEP_RED}" stroke-width="3"/>
<path d="M50 22 C60 36 60 44 50 50 C40 44 40 36 50 22Z M78 50 C64 60 56 60 50 50 C56 40 64 40 78 50Z M50 78 C40 64 40 56 50 50 C60 56 60 64 50 78Z M22 50 C36 40 44 40 50 50 C44 60 36 60 22 50Z" fill="${RED}"/>
<circle cx="50" cy="50" r="5" fill="${GOLD}"/></svg>`;
}

const page = (width: number, height: number, body: string) => `<!doctype html><html lang="th"><head>
<meta charset="utf-8"><style>${fontFace(400)}${fontFace(700)}
html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden}
body{font-family:'Noto Sans Thai',sans-serif;display:flex;align-items:center;justify-content:center;
background:radial-gradient(circle at 78% 18%,${RED} 0,${DEEP_RED} 70%);color:${CREAM}}
</style></head><body>${body}</body></html>`;

const CARD = page(
  1200,
  630,
  `<div style="display:flex;align-items:center;gap:56px;padding:0 80px">
${coin(260)}
<div><div style="font-size:150px;font-weight:700;line-height:1.25;color:${GOLD}">โชคดี</div>
<div style="font-size:50px;font-weight:700;line-height:1.4">ตรวจหวย ซื้อสลากกินแบ่งรัฐบาล</div>
<div style="font-size:36px;line-height:1.6;opacity:.92">ผลรางวัลทุกงวด ร้านค้าตัวแทน และชุมชนคนรักโชค</div></div></div>`,
);

const LOGO = page(
  512,
  512,
  `<div style="display:flex;flex-direction:column;align-items:center;gap:8px">${coin(300)}
<div style="font-size:96px;font-weight:700;line-height:1.3;color:${GOLD}">โชคดี</div></div>`,
);

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const browser = await launchChromium();
  try {
    for (const [file, html, width, height] of [
      ['share-card.png', CARD, 1200, 630],
      ['logo.png', LOGO, 512, 512],
    ] as const) {
      const tab = await browser.newPage({ viewport: { width, height } });
      await tab.setContent(html);
      await tab.evaluate(() => document.fonts.ready);
      await tab.screenshot({ path: path.join(OUT, file) });
      await tab.close();
      console.log(`wrote api/public/site/${file}`);
    }
  } finally {
    await browser.close();
  }
}

void main();
