import { configureApi } from '@chokdee/shared-kernel/api/config';
import { preloadPopupImage } from './preload-popup-image';

afterEach(() => {
  document.head.innerHTML = '';
});

it("preloads the first slide's picture from the API host, at high priority, like the img asks for it", () => {
  configureApi({ publicUrl: 'https://api.example.test' });
  preloadPopupImage([
    { id: 1, name: 'งวดใหม่', file: { url: '/static/popups/new-draw.svg' }, link_url: null },
    { id: 2, name: 'ตรวจผล', file: { url: '/static/popups/check.svg' }, link_url: null },
  ]);
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
  expect(links).toHaveLength(1);
  expect(links[0]!.getAttribute('href')).toBe('https://api.example.test/static/popups/new-draw.svg');
  expect(links[0]!.getAttribute('as')).toBe('image');
  expect(links[0]!.getAttribute('fetchpriority')).toBe('high');
  // No crossorigin: the slide's <img> has none, and a preload is reused only by a matching request.
  expect(links[0]!.hasAttribute('crossorigin')).toBe(false);
});

it('preloads nothing without slides', () => {
  preloadPopupImage([]);
  expect(document.head.querySelectorAll('link')).toHaveLength(0);
});
