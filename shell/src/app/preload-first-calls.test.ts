import { FIRST_CALLS, preloadFirstCalls } from './preload-first-calls';

afterEach(() => {
  document.head.innerHTML = '';
});

it('preloads the first calls from the API the page names, as CORS fetches the kernel can reuse', () => {
  document.head.innerHTML = '<meta name="chokdee-api-url" content="https://api.example.test/">';
  preloadFirstCalls();
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
  expect(links.map((link) => link.href)).toEqual(
    FIRST_CALLS.map((call) => `https://api.example.test${call}`),
  );
  for (const link of links) {
    expect(link.getAttribute('as')).toBe('fetch');
    expect(link.getAttribute('crossorigin')).toBe('anonymous');
  }
});

it('preloads nothing when the page names no API (the dev server)', () => {
  preloadFirstCalls();
  expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
});
