import type { LotteryResult } from '@chokdee/shared-contract/schemas/lottery-result';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { storeSummaryFixture } from '../features/stores/__fixtures__/stores';

// The stores' own fixture: a home-page test builds its stores the way the stores' tests do.
export { storeSummaryFixture };

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

/** `{ data, meta }` of a list page. */
export function pageOf<T>(items: T[]) {
  return { data: items, meta: { page: 1, per_page: 10, total: items.length, last_page: 1 } };
}

export function apiError(status: number, message: string) {
  return jsonResponse({ message, errors: [], status }, status);
}

export type ApiRoute = (url: URL, request: Request) => Response | Promise<Response> | undefined;

/** A handler for one path (exact pathname), answering JSON `body` (or a Response). */
export function on(pathname: string, answer: (url: URL, request: Request) => unknown): ApiRoute {
  return (url, request) => {
    if (url.pathname !== pathname) return undefined;
    const value = answer(url, request);
    return value instanceof Response ? value : jsonResponse(value);
  };
}

/** The API answered by path; anything unanswered is a 404 in the API's own shape. */
export function mockApi(...routes: ApiRoute[]): FetchMock {
  return mockFetch(async (request) => {
    const url = new URL(request.url);
    for (const route of routes) {
      const answer = await route(url, request);
      if (answer) return answer;
    }
    return apiError(404, 'ไม่พบข้อมูลที่ต้องการ');
  });
}

/** The home sections' two calls, answered with one draw and two stores (one of them closed). */
export function homeSectionsApiRoutes(): ApiRoute[] {
  return [
    on('/public/v2/lottery-results', () => pageOf([lotteryResultFixture()])),
    on('/public/bos/v1/stores', () =>
      pageOf([
        storeSummaryFixture(),
        storeSummaryFixture({ code: 'S2', user_code: 'dealer-2', name: 'ร้านปิดอยู่', is_store_open: false }),
      ]),
    ),
  ];
}
