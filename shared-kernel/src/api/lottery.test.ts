/** @jest-environment node */
import { jsonResponse, mockFetch, type FetchMock } from '../testing/mock-fetch';
import { configureApi } from './config';
import {
  fetchCurrentDraw,
  fetchLotteryDraws,
  fetchLotteryResultSettings,
  fetchLotteryResults,
  fetchSystemEnvironment,
} from './lottery';
import draw from '@chokdee/shared-contract/rules/__fixtures__/draw-2026-05-16.json';

const lotteryDraw = {
  id: 12,
  draw_date: '2026-06-01',
  sale_start_date: '2026-05-16T09:00:00+07:00',
  sale_end_date: '2026-05-31T22:00:00+07:00',
  is_sale_open: true,
  has_results: false,
};

let fetchMock: FetchMock;

function serve(routes: Record<string, unknown>): FetchMock {
  fetchMock = mockFetch((req) => {
    const { pathname } = new URL(req.url);
    return pathname in routes
      ? jsonResponse(routes[pathname])
      : jsonResponse({ message: 'ไม่พบเส้นทาง', errors: [], status: 404 }, 404);
  });
  return fetchMock;
}

beforeAll(() => configureApi({ publicUrl: 'http://api.test' }));
afterEach(() => fetchMock.restore());

it('fetchLotteryDraws sends the query and unwraps the list', async () => {
  const { calls } = serve({ '/public/v2/lottery-draws': { data: [lotteryDraw] } });
  await expect(fetchLotteryDraws({ status: 'upcoming', limit: 5 })).resolves.toEqual([lotteryDraw]);
  expect(calls[0]?.url).toBe('http://api.test/public/v2/lottery-draws?status=upcoming&limit=5');
});

it('fetchCurrentDraw unwraps the draw', async () => {
  serve({ '/public/v2/lottery-draws/current': { data: lotteryDraw } });
  await expect(fetchCurrentDraw()).resolves.toEqual(lotteryDraw);
});

it('fetchLotteryResults keeps the page meta', async () => {
  const result = { ...draw, slug: draw.draw_date };
  const page = { data: [result], meta: { page: 1, per_page: 10, total: 1, last_page: 1 } };
  const { calls } = serve({ '/public/v2/lottery-results': page });
  await expect(fetchLotteryResults({ draw_date: '2026-05-16' })).resolves.toEqual(page);
  expect(new URL(calls[0]?.url ?? '').searchParams.get('draw_date')).toBe('2026-05-16');
});

it('fetchLotteryResults rejects a result with a short prize list', async () => {
  const broken = { ...draw, slug: draw.draw_date, second: draw.second.slice(0, 4) };
  serve({
    '/public/v2/lottery-results': { data: [broken], meta: { page: 1, per_page: 10, total: 1, last_page: 1 } },
  });
  await expect(fetchLotteryResults()).rejects.toMatchObject({ error: { status: 502 } });
});

it('fetchLotteryResultSettings and fetchSystemEnvironment unwrap their data', async () => {
  const settings = { prize_tiers: [], draw_days: [1, 16], timezone: 'Asia/Bangkok' };
  const env = { system_time: '2026-05-20T10:00:00+07:00', timezone: 'Asia/Bangkok', environment: 'test' };
  serve({
    '/public/v2/lottery-results/settings': { data: settings },
    '/public/v3/system-info/environment': { data: env },
  });
  await expect(fetchLotteryResultSettings()).resolves.toEqual(settings);
  await expect(fetchSystemEnvironment()).resolves.toEqual(env);
});
