import type { LotteryResult } from '@chokdee/shared-contract/schemas/lottery-result';
import type { StoreSummary } from '@chokdee/shared-contract/schemas/store';
import { contentFixture, on, pageOf, summaryOf, type ApiRoute } from './content-api';

const six = (n: number) => String(n).padStart(6, '0');

/** A whole prize table (the API validates every tier's count). */
export function lotteryResultFixture(overrides: Partial<LotteryResult> = {}): LotteryResult {
  return {
    draw_date: '2026-05-16',
    slug: '2026-05-16',
    first: '507392',
    adjacent_first: ['507391', '507393'],
    second: Array.from({ length: 5 }, (_, i) => six(100_000 + i)),
    third: Array.from({ length: 10 }, (_, i) => six(200_000 + i)),
    fourth: Array.from({ length: 50 }, (_, i) => six(300_000 + i)),
    fifth: Array.from({ length: 100 }, (_, i) => six(400_000 + i)),
    front3: ['128', '946'],
    last3: ['035', '771'],
    last2: '48',
    ...overrides,
  };
}

export function storeSummaryFixture(overrides: Partial<StoreSummary> = {}): StoreSummary {
  return {
    code: 'S1',
    user_code: 'dealer-1',
    name: 'ร้านโชคดีมีชัย',
    description: 'ลอตเตอรี่ราคาดี',
    profile: null,
    verify_status: 'approved',
    sale_prices: [
      { type: 'small_set', price: 80 },
      { type: 'big_set', price: 100 },
    ],
    is_store_open: true,
    is_sold_out: false,
    available_count: 120,
    ...overrides,
  };
}

/** The home page's three calls, answered with one draw, two stores and one article. */
export function homeApiRoutes(): ApiRoute[] {
  return [
    on('/public/v2/lottery-results', () => pageOf([lotteryResultFixture()])),
    on('/public/bos/v1/stores', () =>
      pageOf([
        storeSummaryFixture(),
        storeSummaryFixture({ code: 'S2', user_code: 'dealer-2', name: 'ร้านปิดอยู่', is_store_open: false }),
      ]),
    ),
    on('/public/v3/contents', () => pageOf([summaryOf(contentFixture())])),
  ];
}
