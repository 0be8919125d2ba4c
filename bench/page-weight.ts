// What a first visit downloads and where the main thread's time goes: every response until the
// network is idle, with the gzip size of each body (what a gzip-serving host sends), the bytes that
// actually crossed the wire (our host sends brotli where the browser accepts it), when each request
// started and ended (ms after the page's own request), in start order (a request that starts only
// when another ends waited for it, so the critical path reads top-down), and the JavaScript time
// each script took on the main thread (V8's sampling profiler, self time by script URL).
//   npm start &  then  npx tsx bench/page-weight.ts          the three budgeted pages and the anchor
//                      npx tsx bench/page-weight.ts /path    one page, every request listed
// The anchor (bench/anchor) is a bare React 19 page showing the same prize table, served by this
// bench in the same run. BASE_URL to point elsewhere; API_URL for the anchor's API.
import { gzipSync } from 'node:zlib';
import { PREFETCH_MARK } from '@chokdee/shared-contract/rules/timings';
import { startAnchor } from './anchor/serve';
import { BASE_URL, ensureSiteIsUp, launchChromium } from './browser';
import type { Browser } from '@playwright/test';

const JS_BUDGET = 150 * 1024;
/** The budgeted pages. */
// A seeded store's page (the budget says /dealers/{userRef}; dealer-001 is no store of the seed and
// measured the lighter "ไม่พบร้านค้า" page).
export const BUDGETED_PAGES = ['/check-lottery', '/', '/dealers/somchai-lucky'];
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

interface Visit {
  url: string;
  rows: Row[];
  prefetched: Row[];
  prefetchAt: number | null;
  /** Main-thread JavaScript self time (ms) by script URL; engine work under `(program)`, `(gc)`. */
  cpu: Map<string, number>;
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
const ms = (n: number) => `${Math.round(n)} ms`;

/** `:3201/543.36f26f9a.js`: port and path are enough to tell the apps and the API apart. */
function shortUrl(url: string): string {
  if (!/^https?:/.test(url)) return url;
  const { port, pathname, search } = new URL(url);
  return `:${port}${pathname}${search}`;
}

interface CpuProfile {
  nodes: { id: number; callFrame: { url: string; functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per script URL from a V8 CPU profile (a sample lasts until the next one). */
function selfTimeByScript(profile: CpuProfile): Map<string, number> {
  const urlOf = new Map<number, string>();
  for (const node of profile.nodes) {
    const { url, functionName } = node.callFrame;
    urlOf.set(node.id, url || (functionName.startsWith('(') ? functionName : '(native)'));
  }
  const time = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const url = urlOf.get(id) ?? '(native)';
    if (url === '(idle)') return;
    const micros = profile.timeDeltas[index + 1] ?? 0;
    time.set(url, (time.get(url) ?? 0) + micros / 1000);
  });
  return time;
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const raw: (Omit<Row, 'start' | 'end'> & { startTime: number; endTime: number })[] = [];
  const pending: Promise<void>[] = [];

  page.on('response', (response) => {
    pending.push(
      (async () => {
        // A live stream (the store's stock events) never ends, so its body is never read: it
        // counts as a request of no size rather than holding the visit open forever.
        const streaming = (response.headers()['content-type'] ?? '').startsWith('text/event-stream');
        const body = streaming ? Buffer.alloc(0) : await response.body().catch(() => Buffer.alloc(0));
        const request = response.request();
        const sizes = streaming
          ? { responseBodySize: 0 }
          : await request.sizes().catch(() => ({ responseBodySize: body.length }));
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

  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  // The shell marks when its idle prefetch of the likely next pages starts (spec §9): what starts
  // after it is optional, low-priority download, counted apart from the first visit's own load.
  const prefetchAt = await page.evaluate((mark) => {
    const entry = performance.getEntriesByName(mark)[0];
    return entry ? performance.timeOrigin + entry.startTime : null;
  }, PREFETCH_MARK);
  await context.close();

  const origin = Math.min(...raw.map((row) => row.startTime));
  const toRow = ({ startTime, endTime, ...row }: (typeof raw)[number]): Row => ({
    ...row,
    start: startTime - origin,
    end: endTime - origin,
  });
  const isPrefetch = (row: (typeof raw)[number]) => prefetchAt !== null && row.startTime >= prefetchAt;
  const byStart = (a: Row, b: Row) => a.start - b.start || a.end - b.end;
  return {
    url,
    rows: raw
      .filter((row) => !isPrefetch(row))
      .map(toRow)
      .sort(byStart),
    prefetched: raw.filter(isPrefetch).map(toRow).sort(byStart),
    prefetchAt: prefetchAt === null ? null : prefetchAt - origin,
    cpu: selfTimeByScript(profile),
  };
}

const sum = (rows: Row[], kind?: Kind) =>
  rows.filter((row) => !kind || row.kind === kind).reduce((total, row) => total + row.gzip, 0);
const scriptTime = (v: Visit) =>
  [...v.cpu].filter(([url]) => /^https?:/.test(url)).reduce((total, [, t]) => total + t, 0);

/** Every request in start order, totals by kind, the prefetch apart. */
function printRequests(v: Visit): void {
  console.log(`First visit to ${v.url}: ${v.rows.length} requests, in start order\n`);
  console.log('  start    end  kind          gzip      wire   main-thread  url');
  for (const row of v.rows) {
    const pad = (n: number) => String(Math.round(n)).padStart(6);
    const cpu = v.cpu.get(row.url);
    console.log(
      `${pad(row.start)} ${pad(row.end)}  ${row.kind.padEnd(9)} ${kb(row.gzip).padStart(9)} ${kb(row.wire).padStart(9)} ${(cpu === undefined ? '' : ms(cpu)).padStart(11)}  ${shortUrl(row.url)}`,
    );
  }
  const totals = new Map<Kind, { gzip: number; wire: number; count: number }>();
  for (const row of v.rows) {
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
  const engine = ['(program)', '(garbage collector)']
    .map((name) => `${name} ${ms(v.cpu.get(name) ?? 0)}`)
    .join(', ');
  console.log(`\nmain thread: scripts ${ms(scriptTime(v))}; engine ${engine}`);
  const last = Math.max(...v.rows.map((row) => row.end));
  console.log(
    `all: ${v.rows.length} requests, ${kb(sum(v.rows))} gzip, last response at ${Math.round(last)} ms`,
  );
  const js = sum(v.rows, 'js');
  console.log(`JS: ${kb(js)} gzip — budget ${kb(JS_BUDGET)}: ${js <= JS_BUDGET ? 'within' : 'OVER'}`);
  if (v.prefetched.length > 0) {
    console.log(
      `\nthen, idle prefetch of the likely next pages (from ${Math.round(v.prefetchAt ?? 0)} ms): ` +
        `${v.prefetched.length} requests, JS ${kb(sum(v.prefetched, 'js'))} gzip`,
    );
    for (const row of v.prefetched)
      console.log(`  ${row.kind.padEnd(9)} ${kb(row.gzip).padStart(9)}  ${shortUrl(row.url)}`);
  }
}

/** One line per page, the anchor last: the first rows of the budget table. */
function printTable(visits: { label: string; visit: Visit }[]): void {
  console.log(
    '\n| first visit (390 px) | JS gzip | JS files | main-thread JS | all gzip | prefetch JS after | budget |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const { label, visit: v } of visits) {
    const js = sum(v.rows, 'js');
    console.log(
      `| ${label} | ${kb(js)} | ${v.rows.filter((r) => r.kind === 'js').length} | ${ms(scriptTime(v))} | ${kb(sum(v.rows))} | ${kb(sum(v.prefetched, 'js'))} | ${js <= JS_BUDGET ? 'within' : 'OVER'} |`,
    );
  }
}

/** Scripts by main-thread time, the heaviest first (all pages: where the CPU goes). */
function printCpu(v: Visit, top = 8): void {
  const rows = [...v.cpu].sort(([, a], [, b]) => b - a).slice(0, top);
  console.log(`  ${rows.map(([url, t]) => `${shortUrl(url)} ${ms(t)}`).join(', ')}`);
}

async function main(): Promise<void> {
  const one = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  await ensureSiteIsUp(BASE_URL);
  const browser = await launchChromium();
  try {
    if (one) {
      printRequests(await visit(browser, `${BASE_URL}${one}`));
      return;
    }
    const apiUrl = process.env.API_URL ?? BASE_URL.replace(/:\d+$/, ':4000');
    const anchor = await startAnchor(apiUrl);
    try {
      const visits: { label: string; visit: Visit }[] = [];
      for (const path of BUDGETED_PAGES) {
        const v = await visit(browser, `${BASE_URL}${path}`);
        printRequests(v);
        console.log('\n');
        visits.push({ label: `\`${path}\``, visit: v });
      }
      const a = await visit(browser, anchor.url);
      printRequests(a);
      visits.push({ label: 'anchor: bare React 19 prize table', visit: a });
      console.log('\nmain-thread JS by script, heaviest first:');
      for (const { label, visit: v } of visits) {
        console.log(label);
        printCpu(v);
      }
      printTable(visits);
    } finally {
      anchor.server.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
