// Lighthouse (mobile, its default throttling) on a page, in Debian's Chromium.
//   npm start &  then  npx tsx bench/lighthouse.ts [/path]   (BASE_URL to point elsewhere)
// Lighthouse runs as its own CLI process: it serializes functions into the page, and a
// TypeScript loader's helpers (tsx adds `__name`) would break them.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { BASE_URL, CHROMIUM_FLAGS, CHROMIUM_PATH, ensureSiteIsUp } from './browser';

interface LighthouseReport {
  categories: Record<string, { title: string; score: number | null }>;
  audits: Record<string, { displayValue?: string }>;
}

async function main(): Promise<void> {
  const page = process.argv[2] ?? '/check-lottery';
  const url = `${BASE_URL}${page}`;
  await ensureSiteIsUp(BASE_URL);
  const cli = path.resolve(__dirname, '..', 'node_modules', '.bin', 'lighthouse');
  const run = spawnSync(
    cli,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-path=${CHROMIUM_PATH}`,
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
  );
  if (run.status !== 0) {
    console.error(run.stderr);
    process.exit(1);
  }
  const { categories, audits } = JSON.parse(run.stdout) as LighthouseReport;
  console.log(`Lighthouse (mobile) ${url}`);
  for (const category of Object.values(categories)) {
    console.log(`${category.title.padEnd(16)} ${Math.round((category.score ?? 0) * 100)}`);
  }
  const metric = (id: string) => audits[id]?.displayValue ?? '-';
  console.log(
    `LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}  FCP ${metric('first-contentful-paint')}`,
  );
  const performance = Math.round((categories.performance?.score ?? 0) * 100);
  console.log(`performance goal ≥ 95: ${performance >= 95 ? 'met' : 'NOT met'}`);
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
