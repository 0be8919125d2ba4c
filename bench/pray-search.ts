// Prayer search latency over 100,000 published projects on the PostgreSQL server: p50/p95/p99 of
// each kind of query through the API's own search (api/src/pray/project-search.ts), with the
// trigram index of the migrations.
//   BENCH_DATABASE_URL=postgres://… npx tsx bench/pray-search.ts [--projects 100000] [--runs 200] [--explain]
// The schema `bench_pray_search` is made, filled and dropped each run (BENCH_KEEP_SCHEMA=1 keeps it).
// Each query is what the list call runs: page one (12) and the count, which stops 120 matches past
// the page (PRAY_COUNT_AHEAD). Goal: p95 ≤ 20 ms.
import { sql } from 'drizzle-orm';
import type { PrayCategory, PraySort } from '@chokdee/shared-contract/schemas/pray';
import { migrateDatabase } from '../api/src/db/migrate';
import { searchProjects } from '../api/src/pray/project-search';
import { dropSchema, openPool, resetSchema, schemaUrl } from './lib/postgres-schema';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const PROJECTS = Number(option('projects', '100000'));
const RUNS = Number(option('runs', '200'));
const WARMUP = 20;
const SCHEMA = 'bench_pray_search';
const TODAY = '2026-11-21';

const WISHES = [
  'ขอให้หายป่วย',
  'ขอให้สอบติด',
  'ขอให้ค้าขายร่ำรวย',
  'ขอให้ถูกรางวัล',
  'ขอให้ครอบครัวอบอุ่น',
  'ขอให้เจอคู่แท้',
  'ร่วมสร้างศาลา',
  'ขอให้ได้งานใหม่',
  'ขอให้ปลดหนี้',
  'ขอให้ปลอดภัย',
];
const WHO = [
  'คุณแม่',
  'คุณพ่อ',
  'ลูกชาย',
  'ลูกสาว',
  'คุณยาย',
  'คุณตา',
  'น้องหมา',
  'น้องแมว',
  'แฟน',
  'เพื่อนรัก',
  'หลานสาว',
  'ตัวเอง',
];
const PLACES = [
  'เชียงใหม่',
  'อุดรธานี',
  'ขอนแก่น',
  'นครราชสีมา',
  'ภูเก็ต',
  'สงขลา',
  'จันทบุรี',
  'สุรินทร์',
  'ลำปาง',
  'กรุงเทพมหานคร',
  'นครปฐม',
  'ระยอง',
  'พิษณุโลก',
  'อุบลราชธานี',
];
const STORIES = [
  'เจ็บป่วยมานานขอให้ทุกคนช่วยอธิษฐาน',
  'ตั้งใจอ่านหนังสือทุกวันขอให้สมหวัง',
  'เปิดร้านใหม่ขอให้ลูกค้าเต็มร้าน',
  'ทำบุญที่วัดทุกวันพระขอให้บุญกุศลส่งผล',
  'ขอบคุณทุกแรงใจที่ส่งมา',
];
const CATEGORIES: PrayCategory[] = ['fortune', 'health', 'family', 'career', 'study', 'love', 'merit'];

const textArray = (values: string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(',')}]::text[]`);

/** Deterministic (mulberry32): the same queries every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const next = random(14);
const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
/** A piece from the middle of a word: what a visitor remembers of a title ("หายป่วย" of "ขอให้หายป่วย"). */
const middle = (word: string) => {
  const chars = [...word];
  const length = Math.min(chars.length, 3 + Math.floor(next() * 3));
  const start = Math.floor(next() * (chars.length - length + 1));
  return chars.slice(start, start + length).join('');
};

interface Case {
  name: string;
  query: () => { q?: string; category?: PrayCategory; sort: PraySort };
}
const CASES: Case[] = [
  { name: 'list, newest (no query)', query: () => ({ sort: 'newest' }) },
  { name: 'list, most supported', query: () => ({ sort: 'supported' }) },
  { name: 'list, closing soon', query: () => ({ sort: 'closing' }) },
  { name: 'category only', query: () => ({ category: pick(CATEGORIES), sort: 'newest' }) },
  {
    name: 'rare: a project number',
    query: () => ({ q: `เลขที่${1 + Math.floor(next() * PROJECTS)}`, sort: 'newest' }),
  },
  { name: 'place fragment', query: () => ({ q: middle(pick(PLACES)), sort: 'newest' }) },
  { name: 'title fragment (common)', query: () => ({ q: middle(pick(WISHES)), sort: 'newest' }) },
  {
    name: 'story fragment + category',
    query: () => ({ q: middle(pick(STORIES)), category: pick(CATEGORIES), sort: 'supported' }),
  },
  { name: 'no match', query: () => ({ q: 'มังกรฟ้าสีรุ้ง', sort: 'newest' }) },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  await resetSchema(SCHEMA);
  const handle = openPool(schemaUrl(SCHEMA), 4);
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    const started = Date.now();
    await db.execute(
      sql`INSERT INTO users (ref, name, lastname, login_provider) VALUES ('bench-owner', 'เจ้าของ', 'ทดสอบ', 'local')`,
    );
    await db.execute(sql`
      INSERT INTO pray_projects (slug, owner_id, title, category, story_html, search_text, target_supporters,
        starts_on, ends_on, status, featured, supporters_count, published_at)
      SELECT 'bench-' || g, (SELECT id FROM users WHERE ref = 'bench-owner'), t.title,
        (${sql.raw(`ARRAY[${CATEGORIES.map((c) => `'${c}'`).join(',')}]`)})[1 + g % ${CATEGORIES.length}],
        '<p>' || t.story || '</p>', lower(t.title || ' ' || t.story), 100 + g % 900,
        ${TODAY}::date - (g % 30), ${TODAY}::date + (g % 90) - 10, 'published', g % 500 = 0, (g * 7919) % 1000,
        TIMESTAMPTZ '2026-11-21 11:00+00' - (g || ' minutes')::interval
      FROM generate_series(1, ${PROJECTS}) AS g,
      LATERAL (SELECT
        (${textArray(WISHES)})[1 + g % ${WISHES.length}] || (${textArray(WHO)})[1 + (g / 7) % ${WHO.length}] AS title,
        (${textArray(STORIES)})[1 + (g / 3) % ${STORIES.length}] || ' ที่' || (${textArray(PLACES)})[1 + (g / 11) % ${PLACES.length}]
          || ' เลขที่' || g AS story) AS t
    `);
    await db.execute(sql`VACUUM ANALYZE pray_projects`);
    console.log(
      `${PROJECTS.toLocaleString('en-US')} published projects in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    if (args.includes('--explain')) {
      for (const q of ['หายป่วย', 'เลขที่4242', 'อุดร']) {
        const plan = (await db.execute(sql`EXPLAIN ANALYZE SELECT count(*) FROM pray_projects
          WHERE status = 'published' AND search_text ILIKE ${`%${q}%`}`)) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        console.log(`\n${q}:\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
    }

    console.log(
      `\n${'query'.padEnd(30)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}   (ms, ${RUNS} runs, page 1 of 12 + total)`,
    );
    let worst = 0;
    for (const test of CASES) {
      const times: number[] = [];
      for (let i = 0; i < WARMUP + RUNS; i += 1) {
        const t = performance.now();
        await searchProjects(db, { ...test.query(), page: 1, per_page: 12, today: TODAY });
        if (i >= WARMUP) times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      worst = Math.max(worst, p95);
      console.log(
        `${test.name.padEnd(30)} ${percentile(times, 50).toFixed(2).padStart(8)} ${p95.toFixed(2).padStart(8)} ${percentile(times, 99).toFixed(2).padStart(8)}`,
      );
    }
    console.log(`\nworst p95 ${worst.toFixed(2)} ms — goal ≤ 20 ms: ${worst <= 20 ? 'met' : 'NOT met'}`);
  } finally {
    await handle.close();
    await dropSchema(SCHEMA);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
