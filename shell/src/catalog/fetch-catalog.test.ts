/** @jest-environment node */
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { fetchCatalog } from './fetch-catalog';

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

it('fetchCatalog unwraps the catalog and reports API errors', async () => {
  const remote = {
    name: 'mf_lottery',
    display_name: 'ตรวจผลและซื้อสลาก',
    entry: 'http://localhost:3001/mf-manifest.json',
    version: '0.1.0',
    routes: [{ path: '/check-lottery', layout: 'default', auth: 'none' }],
    widgets: [],
    enabled: true,
    campaign_starts_at: null,
    campaign_ends_at: null,
    updated_at: '2026-05-20T10:00:00+07:00',
  };
  serve({ '/public/v3/catalog': { data: { remotes: [remote] } } });
  await expect(fetchCatalog()).resolves.toEqual({ remotes: [remote] });
  fetchMock.restore();

  serve({});
  const error: unknown = await fetchCatalog().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiRequestError);
  expect((error as ApiRequestError).error).toEqual({ message: 'ไม่พบเส้นทาง', errors: [], status: 404 });
});
