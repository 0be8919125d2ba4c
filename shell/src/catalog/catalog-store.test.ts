/** @jest-environment node */
import type * as CatalogModule from './catalog-store';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import type { Catalog } from '@chokdee/shared-contract/schemas/catalog';

type CatalogStore = typeof CatalogModule;

const catalog: Catalog = {
  remotes: [
    {
      name: 'mf_lottery',
      display_name: 'ตรวจผลและซื้อสลาก',
      entry: 'http://localhost:3001/mf-manifest.json',
      version: '0.1.0',
      routes: [{ path: '/check-lottery', layout: 'default', auth: 'none' }],
      widgets: [],
      enabled: true,
      campaign_starts_at: null,
      campaign_ends_at: null,
      updated_at: '2026-05-20T03:00:00Z',
    },
  ],
};

let store: CatalogStore;
let fetchMock: FetchMock | undefined;

// Fresh modules per test: the stores start empty, as on page load.
beforeEach(async () => {
  jest.resetModules();
  store = await import('./catalog-store');
  const { configureApi } = await import('@chokdee/shared-kernel/api/config');
  configureApi({ publicUrl: 'http://api.test' });
});

afterEach(() => fetchMock?.restore());

it('starts empty and holds the catalog after a load', async () => {
  fetchMock = mockFetch(() => jsonResponse({ data: catalog }));
  expect(store.$catalog.get()).toBeNull();
  await store.loadCatalog();
  expect(store.$catalog.get()).toEqual(catalog);
  expect(store.$catalogError.get()).toBeNull();
});

it('keeps the loaded catalog on a later failure and clears the error on the next success', async () => {
  let down = false;
  fetchMock = mockFetch(() =>
    down ? Promise.reject(new TypeError('fetch failed')) : jsonResponse({ data: catalog }),
  );
  await store.loadCatalog();
  down = true;
  await expect(store.loadCatalog()).resolves.toBeUndefined();
  expect(store.$catalog.get()).toEqual(catalog);
  expect(store.$catalogError.get()).toEqual({ message: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้', errors: [], status: 0 });
  down = false;
  await store.loadCatalog();
  expect(store.$catalogError.get()).toBeNull();
});

it('reports an invalid catalog as an error and stays empty', async () => {
  fetchMock = mockFetch(() => jsonResponse({ data: { remotes: [{ name: 'Bad Name' }] } }));
  await store.loadCatalog();
  expect(store.$catalog.get()).toBeNull();
  expect(store.$catalogError.get()?.status).toBe(502);
});

it('shares one request between concurrent loads', async () => {
  fetchMock = mockFetch(() => jsonResponse({ data: catalog }));
  await Promise.all([store.loadCatalog(), store.loadCatalog(), store.loadCatalog()]);
  expect(fetchMock.calls).toHaveLength(1);
  await store.loadCatalog();
  expect(fetchMock.calls).toHaveLength(2);
});

it('tells subscribers when the catalog arrives', async () => {
  fetchMock = mockFetch(() => jsonResponse({ data: catalog }));
  const seen: Array<Catalog | null> = [];
  const unbind = store.$catalog.listen((value) => seen.push(value));
  await store.loadCatalog();
  unbind();
  expect(seen).toEqual([catalog]);
});
