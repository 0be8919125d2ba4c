// Draw day: everyone opens the draw's page at once. What nginx (the rendered deploy/nginx config,
// scripts/nginx-process.ts) answers for `GET /check-lottery/<draw date>` with the page's head from
// the API on PostgreSQL written in by SSI: with the page heads' micro-cache warm, with the cache
// off (the config rendered without proxy_cache: every view asks the API), and, as the ceiling,
// the same nginx serving a static file as large as that page. All with `Accept-Encoding: gzip`
// (compressed on the fly, as the page is), the same connections and duration.
//   npx tsx bench/draw-day-cache.ts
// Needs the shell built (shell/dist) and nginx (scripts/ensure-nginx.sh). Environment:
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; the API works in its own
// schema `chokdee_bench_draw_day`), BENCH_PORT (5130), BENCH_CONNECTIONS (64), BENCH_SECONDS (10),
// BENCH_ROUNDS (3: the three taken in turns, each figure the median round).
// Goal: warm ≥ 0.8 × the ceiling's requests/s.
import autocannon, { type Result } from 'autocannon';
import { copyFileSync, existsSync, mkdtempSync, chmodSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startShellNginx, type ShellNginx } from '../scripts/nginx-process';
import { startApiOnPostgres } from './lib/api-on-postgres';
import { dropSchema } from './lib/postgres-schema';

const PORT = Number(process.env.BENCH_PORT ?? 5130);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const VARIANTS = ['warm', 'cold', 'ceiling'] as const;
type Variant = (typeof VARIANTS)[number];
const SCHEMA = 'chokdee_bench_draw_day';
/** The page of the latest drawn draw: its slug is its date (mf-lottery's paths), set once the API is up. */
let DRAW_PAGE = '';
let FIRST_PRIZE = '';

/** The latest draw the API holds results of (the seeded real draws): its page carries its numbers. */
async function latestDrawPage(apiUrl: string): Promise<void> {
  const answer = (await (await fetch(`${apiUrl}/public/v2/lottery-results?per_page=1`)).json()) as {
    data: { draw_date: string; first: string }[];
  };
  const latest = answer.data[0];
  if (!latest) throw new Error('ไม่มีผลสลากในฐานข้อมูลของการวัด');
  DRAW_PAGE = `/check-lottery/${latest.draw_date}`;
  FIRST_PRIZE = latest.first;
}
const CEILING_FILE = '/draw-page-copy.html';
const GOAL = 0.8;
const SHELL_DIST = path.resolve(__dirname, '..', 'shell', 'dist');

function load(url: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'accept-encoding': 'gzip' },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function pageOf(nginx: ShellNginx): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${nginx.port}${DRAW_PAGE}`);
  const html = await response.text();
  if (response.status !== 200 || !html.includes(FIRST_PRIZE)) {
    throw new Error(`${DRAW_PAGE}: ${response.status}, ไม่มีเลขรางวัลที่ 1 จาก API ในหน้า`);
  }
  return html;
}

function line(name: string, result: Result): string {
  const failed = result.errors + result.timeouts + result.non2xx;
  const failures = `   errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`;
  return `${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms${failed ? failures : ''}`;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(SHELL_DIST, 'index.html'))) {
    throw new Error('ยังไม่ได้ build shell: NODE_ENV=production npm run build -w shell');
  }
  // The shell's HTML, and beside it (for the ceiling) a file as large as the composed page.
  const root = mkdtempSync(path.join(os.tmpdir(), 'draw-day-'));
  chmodSync(root, 0o755);
  copyFileSync(path.join(SHELL_DIST, 'index.html'), path.join(root, 'index.html'));

  const api = await startApiOnPostgres({ schema: SCHEMA, port: PORT });
  await latestDrawPage(api.baseUrl);
  const site = { root, apiUrl: 'https://api.example', apiUpstream: api.baseUrl, remoteOrigins: [] };
  const runs: Record<Variant, Result[]> = { warm: [], cold: [], ceiling: [] };
  let pageBytes = 0;
  const servers: ShellNginx[] = [];
  try {
    const cached = await startShellNginx(site, { workerConnections: 1024 });
    servers.push(cached);
    const uncached = await startShellNginx({ ...site, pageHeadCacheDir: false }, { workerConnections: 1024 });
    servers.push(uncached);
    const page = await pageOf(cached);
    await pageOf(uncached);
    pageBytes = Buffer.byteLength(page);
    writeFileSync(path.join(root, CEILING_FILE), page);
    const urls: Record<Variant, string> = {
      warm: `http://127.0.0.1:${cached.port}${DRAW_PAGE}`,
      cold: `http://127.0.0.1:${uncached.port}${DRAW_PAGE}`,
      ceiling: `http://127.0.0.1:${cached.port}${CEILING_FILE}`,
    };
    // Taken in turns, so a change in the machine's load (another job) weighs on all three alike.
    for (let round = 0; round < ROUNDS; round++) {
      for (const variant of VARIANTS) runs[variant].push(await load(urls[variant]));
    }
  } finally {
    for (const server of servers) await server.stop();
    await api.stop();
    await dropSchema(SCHEMA).catch(() => undefined);
  }

  console.log(
    `\nGET ${DRAW_PAGE} (${pageBytes} bytes of HTML, gzip), ${CONNECTIONS} connections × ${SECONDS} s × ` +
      `${ROUNDS} rounds (median), ${os.cpus().length} CPUs, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} (1/5/15 min)`,
  );
  const median = (variant: Variant) => {
    const sorted = [...runs[variant]].sort((a, b) => a.requests.average - b.requests.average);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  console.log(line('page, micro-cache warm', median('warm')));
  console.log(line('page, no cache (API every view)', median('cold')));
  console.log(line('static file, same size (ceiling)', median('ceiling')));
  const ratio = median('warm').requests.average / median('ceiling').requests.average;
  console.log(
    `\nwarm / ceiling = ${ratio.toFixed(2)} (goal ≥ ${GOAL})${ratio >= GOAL ? '' : '  ✗ below the goal'}`,
  );
  console.log(
    `warm / cold    = ${(median('warm').requests.average / median('cold').requests.average).toFixed(1)}×`,
  );
  console.log(
    `each round, warm / ceiling: ${runs.warm.map((run, i) => (run.requests.average / runs.ceiling[i]!.requests.average).toFixed(2)).join(' ')}`,
  );
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
