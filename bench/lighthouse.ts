// Lighthouse (mobile, its default throttling) on a page, in Debian's Chromium. Its CPU figures
// (TBT above all) follow the machine's load, so it runs several times and reports the median.
//   npm start &  then  npx tsx bench/lighthouse.ts [--runs=N]          the three budgeted pages
//                                                                      and the anchor, one table
//                      npx tsx bench/lighthouse.ts /path [--runs=N]   one page
// (BASE_URL to point elsewhere.) The anchor is bench/anchor's bare React 19 prize table.
// Lighthouse runs as its own CLI process: it serializes functions into the page, and a
// TypeScript loader's helpers (tsx adds `__name`) would break them.
// Each run also prints when its first paint was seen and when the page had loaded, unsimulated.
// In some runs Chromium holds the first paint 1–2 s past a load that is done and an idle main
// thread; that run's simulated FCP and LCP then count every request made while it was held.
// BENCH_CHROMIUM_EXTRA_FLAGS adds flags for a diagnosis (`--disable-features=PaintHolding` ends
// the hold); the figures the goals are judged on are taken without it.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { startAnchor } from './anchor/serve';
import { BASE_URL, CHROMIUM_FLAGS, CHROMIUM_PATH, ensureSiteIsUp } from './browser';

/** The budgeted pages, as in page-weight.ts (a seeded store: dealer-001 is none). */
const BUDGETED_PAGES = ['/check-lottery', '/', '/dealers/somchai-lucky'];

const PERFORMANCE_GOAL = 95;

interface NodeDetail {
  type: 'node';
  selector?: string;
  nodeLabel?: string;
}

interface LighthouseReport {
  categories: Record<string, { title: string; score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: {
        items?: {
          node?: NodeDetail;
          items?: { node?: NodeDetail }[];
          score?: number;
          url?: string;
          total?: number;
          observedFirstContentfulPaint?: number;
          observedLoad?: number;
        }[];
      };
    }
  >;
}

interface Run {
  scores: Record<string, number>;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Unsimulated: when the first paint was seen, and when the page's load event came. */
  seenFcp: number;
  seenLoad: number;
  report: LighthouseReport;
}

/** One Lighthouse run as a child process: async, so the anchor this process serves can answer. */
async function lighthouse(url: string): Promise<Run> {
  const cli = path.resolve(__dirname, '..', 'node_modules', '.bin', 'lighthouse');
  const child = spawn(
    cli,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-path=${CHROMIUM_PATH}`,
      `--chrome-flags=${[...CHROMIUM_FLAGS, process.env.BENCH_CHROMIUM_EXTRA_FLAGS ?? ''].join(' ').trim()}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (status !== 0) {
    console.error(stderr);
    process.exit(1);
  }
  const report = JSON.parse(stdout) as LighthouseReport;
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const observed = report.audits.metrics?.details?.items?.[0];
  const scores = Object.fromEntries(
    Object.entries(report.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
  );
  return {
    scores,
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    seenFcp: observed?.observedFirstContentfulPaint ?? Number.NaN,
    seenLoad: observed?.observedLoad ?? Number.NaN,
    report,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const node = (detail?: NodeDetail) =>
  detail ? `${detail.nodeLabel ?? ''} (${detail.selector ?? '?'})` : '-';

/** What to look at next: the LCP element, what moved, and the scripts that kept the CPU busy. */
function diagnose({ report }: Run): void {
  const lcpItem = report.audits['largest-contentful-paint-element']?.details?.items?.[0];
  console.log(`LCP element: ${node(lcpItem?.items?.[0]?.node ?? lcpItem?.node)}`);
  for (const shift of report.audits['layout-shifts']?.details?.items ?? []) {
    console.log(`shift ${(shift.score ?? 0).toFixed(3)}: ${node(shift.node)}`);
  }
  const scripts = (report.audits['bootup-time']?.details?.items ?? []).slice(0, 4);
  console.log(
    `CPU: ${scripts.map((item) => `${(item.url ?? '').replace(/^https?:\/\/[^/]+/, '')} ${Math.round(item.total ?? 0)} ms`).join(', ')}`,
  );
}

interface Summary {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  others: string;
}

/** Runs Lighthouse `count` times on one URL, prints each run and the median, and returns the median. */
async function measure(url: string, count: number): Promise<Summary> {
  console.log(`Lighthouse (mobile) ${url}, ${count} run(s)`);
  const runs: Run[] = [];
  for (let i = 0; i < count; i += 1) {
    const run = await lighthouse(url);
    runs.push(run);
    console.log(
      `run ${i + 1}: performance ${run.scores.performance}  LCP ${seconds(run.lcp)}  TBT ${Math.round(run.tbt)} ms  CLS ${run.cls.toFixed(3)}  FCP ${seconds(run.fcp)}` +
        `  (seen: first paint ${seconds(run.seenFcp)}, load ${seconds(run.seenLoad)})`,
    );
  }
  const summary: Summary = {
    performance: median(runs.map((run) => run.scores.performance ?? 0)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    others: Object.entries(runs[0]?.report.categories ?? {})
      .filter(([id]) => id !== 'performance')
      .map(([id, category]) => `${category.title} ${median(runs.map((r) => r.scores[id] ?? 0))}`)
      .join(', '),
  };
  console.log(
    `median: performance ${summary.performance}  LCP ${seconds(summary.lcp)}  TBT ${Math.round(summary.tbt)} ms  CLS ${summary.cls.toFixed(3)}`,
  );
  console.log(summary.others);
  const typical = runs.find((run) => run.scores.performance === summary.performance) ?? runs[0];
  if (typical) diagnose(typical);
  console.log(
    `performance goal ≥ ${PERFORMANCE_GOAL}: ${summary.performance >= PERFORMANCE_GOAL ? 'met' : 'NOT met'}\n`,
  );
  return summary;
}

async function main(): Promise<void> {
  const page = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
  const count = Math.max(1, Number(runsArg?.slice('--runs='.length) ?? 3));
  await ensureSiteIsUp(BASE_URL);
  if (page) {
    await measure(`${BASE_URL}${page}`, count);
    return;
  }
  const rows: [string, Summary][] = [];
  for (const path of BUDGETED_PAGES) rows.push([`\`${path}\``, await measure(`${BASE_URL}${path}`, count)]);
  const anchor = await startAnchor(process.env.API_URL ?? BASE_URL.replace(/:\d+$/, ':4000'));
  try {
    rows.push(['anchor: bare React 19 prize table', await measure(anchor.url, count)]);
  } finally {
    anchor.server.close();
  }
  console.log(`| Lighthouse mobile, median of ${count} | performance | LCP | TBT | CLS | other categories |`);
  console.log('|---|---|---|---|---|---|');
  for (const [label, s] of rows) {
    console.log(
      `| ${label} | ${s.performance} | ${seconds(s.lcp)} | ${Math.round(s.tbt)} ms | ${s.cls.toFixed(3)} | ${s.others} |`,
    );
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
