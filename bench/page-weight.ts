// What a first visit to a page downloads: every response until the network is idle, with the
// gzip size of each body (what a gzip-serving host sends), the bytes that actually crossed the
// wire (our host sends brotli where the browser accepts it), and when each request started and
// ended (ms after the page's own request), in start order: a request that starts only when
// another ends waited for it, so the chain of round trips (the critical path) reads top-down.
//   npm start &  then  npx tsx bench/page-weight.ts [/path]   (BASE_URL to point elsewhere)
import { gzipSync } from 'node:zlib';
import { PREFETCH_MARK } from '@chokdee/shared-kernel/rules/timings';
import { BASE_URL, ensureSiteIsUp, launchChromium } from './browser';

const JS_BUDGET = 150 * 1024;
type Kind = 'html' | 'js' | 'css' | 'manifest' | 'font' | 'api' | 'image' | 'other';

interface Row {
  url: string;
  kind: Kind;
  gzip: number;
  wire: number;
  /** Milliseconds since the page's own request started. */
  start: number;
  end: number;
}

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

/** `:3201/543.36f26f9a.js`: port and path are enough to tell the apps and the API apart. */
function shortUrl(url: string): string {
  const { port, pathname, search } = new URL(url);
  return `:${port}${pathname}${search}`;
}

async function main(): Promise<void> {
  const path = process.argv[2] ?? '/check-lottery';
  await ensureSiteIsUp(BASE_URL);
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const raw: (Omit<Row, 'start' | 'end'> & { startTime: number; endTime: number })[] = [];
  const pending: Promise<void>[] = [];

  page.on('response', (response) => {
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const request = response.request();
        const sizes = await request.sizes().catch(() => ({ responseBodySize: body.length }));
        const timing = request.timing();
        raw.push({
          url: response.url(),
          kind: kindOf(response.url(), response.headers()['content-type'] ?? ''),
          gzip: gzipSync(body, { level: 9 }).length,
          wire: sizes.responseBodySize,
          startTime: timing.startTime,
          endTime: timing.startTime + Math.max(timing.responseEnd, timing.responseStart, 0),
        });
      })(),
    );
  });

  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  // The shell marks when its idle prefetch of the likely next pages starts (spec §9): what starts
  // after it is optional, low-priority download, counted apart from the first visit's own load.
  const prefetchAt = await page.evaluate((mark) => {
    const entry = performance.getEntriesByName(mark)[0];
    return entry ? performance.timeOrigin + entry.startTime : null;
  }, PREFETCH_MARK);
  await browser.close();

  const origin = Math.min(...raw.map((row) => row.startTime));
  const toRow = ({ startTime, endTime, ...row }: (typeof raw)[number]): Row => ({
    ...row,
    start: startTime - origin,
    end: endTime - origin,
  });
  const isPrefetch = (row: (typeof raw)[number]) => prefetchAt !== null && row.startTime >= prefetchAt;
  const byStart = (a: Row, b: Row) => a.start - b.start || a.end - b.end;
  const rows: Row[] = raw
    .filter((row) => !isPrefetch(row))
    .map(toRow)
    .sort(byStart);
  const prefetched: Row[] = raw.filter(isPrefetch).map(toRow).sort(byStart);

  console.log(`First visit to ${BASE_URL}${path}: ${rows.length} requests, in start order\n`);
  console.log('  start    end  kind          gzip      wire  url');
  for (const row of rows) {
    const ms = (n: number) => String(Math.round(n)).padStart(6);
    console.log(
      `${ms(row.start)} ${ms(row.end)}  ${row.kind.padEnd(9)} ${kb(row.gzip).padStart(9)} ${kb(row.wire).padStart(9)}  ${shortUrl(row.url)}`,
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
  for (const [kind, total] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(
      `${kind.padEnd(9)} ${String(total.count).padStart(9)} ${kb(total.gzip).padStart(9)} ${kb(total.wire).padStart(9)}`,
    );
  }
  const all = rows.reduce((sum, row) => sum + row.gzip, 0);
  const js = totals.get('js')?.gzip ?? 0;
  const last = Math.max(...rows.map((row) => row.end));
  console.log(`\nall: ${rows.length} requests, ${kb(all)} gzip, last response at ${Math.round(last)} ms`);
  console.log(`JS: ${kb(js)} gzip — budget ${kb(JS_BUDGET)}: ${js <= JS_BUDGET ? 'within' : 'OVER'}`);
  if (prefetched.length > 0) {
    const prefetchJs = prefetched.filter((row) => row.kind === 'js').reduce((sum, row) => sum + row.gzip, 0);
    console.log(
      `\nthen, idle prefetch of the likely next pages (from ${Math.round(prefetchAt! - origin)} ms): ` +
        `${prefetched.length} requests, JS ${kb(prefetchJs)} gzip`,
    );
    for (const row of prefetched)
      console.log(`  ${row.kind.padEnd(9)} ${kb(row.gzip).padStart(9)}  ${shortUrl(row.url)}`);
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
