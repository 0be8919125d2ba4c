// What a first visit to a page downloads: every response until the network is idle, grouped by
// kind, with the gzip size of each body (what a gzip-serving host sends) and the bytes that
// actually crossed the wire (our host sends brotli where the browser accepts it).
//   npm start &  then  npx tsx bench/page-weight.ts [/path]   (BASE_URL to point elsewhere)
import { gzipSync } from 'node:zlib';
import { BASE_URL, ensureSiteIsUp, launchChromium } from './browser';

const JS_BUDGET = 150 * 1024;
type Kind = 'html' | 'js' | 'css' | 'manifest' | 'font' | 'api' | 'image' | 'other';

function kindOf(url: string, contentType: string): Kind {
  const { pathname } = new URL(url);
  if (pathname.endsWith('mf-manifest.json')) return 'manifest';
  if (contentType.includes('text/html')) return 'html';
  if (contentType.includes('javascript') || pathname.endsWith('.js')) return 'js';
  if (contentType.includes('text/css') || pathname.endsWith('.css')) return 'css';
  if (/font|woff/.test(contentType) || /\.woff2?$/.test(pathname)) return 'font';
  if (contentType.includes('json')) return 'api';
  if (contentType.startsWith('image/')) return 'image';
  return 'other';
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const path = process.argv[2] ?? '/check-lottery';
  await ensureSiteIsUp(BASE_URL);
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const rows: { url: string; kind: Kind; gzip: number; wire: number }[] = [];
  const pending: Promise<void>[] = [];

  page.on('response', (response) => {
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: body.length }));
        const kind = kindOf(response.url(), response.headers()['content-type'] ?? '');
        rows.push({
          url: response.url(),
          kind,
          gzip: gzipSync(body, { level: 9 }).length,
          wire: sizes.responseBodySize,
        });
      })(),
    );
  });

  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await browser.close();

  rows.sort((a, b) => a.kind.localeCompare(b.kind) || b.gzip - a.gzip);
  console.log(`First visit to ${BASE_URL}${path}: ${rows.length} requests\n`);
  for (const row of rows) {
    console.log(
      `${row.kind.padEnd(9)} ${kb(row.gzip).padStart(9)} gzip ${kb(row.wire).padStart(9)} wire  ${row.url}`,
    );
  }
  const totals = new Map<Kind, { gzip: number; wire: number; count: number }>();
  for (const row of rows) {
    const total = totals.get(row.kind) ?? { gzip: 0, wire: 0, count: 0 };
    totals.set(row.kind, {
      gzip: total.gzip + row.gzip,
      wire: total.wire + row.wire,
      count: total.count + 1,
    });
  }
  console.log('\nkind       requests      gzip      wire');
  for (const [kind, total] of totals) {
    console.log(
      `${kind.padEnd(9)} ${String(total.count).padStart(9)} ${kb(total.gzip).padStart(9)} ${kb(total.wire).padStart(9)}`,
    );
  }
  const all = rows.reduce((sum, row) => sum + row.gzip, 0);
  const js = totals.get('js')?.gzip ?? 0;
  console.log(`\nall: ${rows.length} requests, ${kb(all)} gzip`);
  console.log(`JS: ${kb(js)} gzip — budget ${kb(JS_BUDGET)}: ${js <= JS_BUDGET ? 'within' : 'OVER'}`);
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
