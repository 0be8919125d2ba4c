// Lighthouse (mobile, its default throttling) on a page, in Debian's Chromium.
//   npm start &  then  npx tsx bench/lighthouse.ts [/path]   (BASE_URL to point elsewhere)
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BASE_URL, CHROMIUM_FLAGS, CHROMIUM_PATH, ensureSiteIsUp } from './browser';

async function main(): Promise<void> {
  const path = process.argv[2] ?? '/check-lottery';
  const url = `${BASE_URL}${path}`;
  await ensureSiteIsUp(BASE_URL);
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
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
  } finally {
    chrome.kill();
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
