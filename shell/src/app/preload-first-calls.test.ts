import { fetchCatalog } from '../catalog/fetch-catalog';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import { jsonResponse, mockFetch } from '@chokdee/shared-kernel/testing/mock-fetch';
import { firstCalls, preloadFirstCalls } from './preload-first-calls';

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
});

it('preloads the first calls from the API the page names, as CORS fetches the kernel can reuse', () => {
  document.head.innerHTML = '<meta name="chokdee-api-url" content="https://api.example.test/">';
  preloadFirstCalls();
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
  expect(links.map((link) => link.href)).toEqual(
    firstCalls().map((call) => `https://api.example.test${call}`),
  );
  for (const link of links) {
    expect(link.getAttribute('as')).toBe('fetch');
    expect(link.getAttribute('crossorigin')).toBe('anonymous');
  }
});

it("preloads exactly the catalog URL the kernel then asks for, with this visitor's id", async () => {
  configureApi({ publicUrl: 'https://api.example.test' });
  const urls: string[] = [];
  const fetchMock = mockFetch((request) => {
    urls.push(request.url);
    return jsonResponse({ data: { remotes: [] } });
  });
  try {
    await fetchCatalog();
  } finally {
    fetchMock.restore();
  }
  const [url] = urls;
  expect(url).toBe(`https://api.example.test${firstCalls()[0]}`);
  expect(url).toMatch(/\?visitor=[A-Za-z0-9_-]{8,64}$/);
});

it('preloads nothing when the page names no API (the dev server)', () => {
  preloadFirstCalls();
  expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
});

it("asks for the announcement's slides beside its version only while it was never closed here", () => {
  expect(firstCalls('v', true)).toEqual([
    '/public/v3/catalog?visitor=v',
    '/public/v3/popups/version',
    '/public/v3/popups',
  ]);
  expect(firstCalls()).toContain('/public/v3/popups');
  // Closed before: the version decides (spec §4), so the slides wait for it.
  localStorage.setItem('announcement_popup_version', '3');
  expect(firstCalls()).not.toContain('/public/v3/popups');
});
