/// <reference lib="webworker" />
// The truck POS's service worker (built alone into dist/pwa/service-worker.js, served by the shell's
// server under the shell's origin with scope /truck). Workbox's routing and strategies, nothing else.
// What it keeps: each /truck page's HTML (one copy: every page is the shell's index.html), the
// shell's, kernel's and mf-truck's scripts and styles, the catalog answer and the operator's GET
// answers (store, searches) — so every screen visited once opens with no signal. Sales are POSTs:
// never cached; the page's IndexedDB queue sends them.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|woff2?|png|jpe?g|webp|svg)$/;
const ok = new CacheableResponsePlugin({ statuses: [0, 200] });
// A bad signal is slower than no signal: give the network a few seconds, then use the copy.
const NETWORK_TIMEOUT_SECONDS = 4;

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// Pages: one cached HTML for every path in scope.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: 'truck-pages',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [ok, { cacheKeyWillBeUsed: async () => `${self.registration.scope}#page` }],
  }),
);

// Content-hashed files never change: from the cache first, from any origin (shell, mf-truck).
registerRoute(
  ({ url, request }) => request.method === 'GET' && HASHED_FILE.test(url.pathname),
  new CacheFirst({
    cacheName: 'truck-assets',
    plugins: [ok, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// The files that name the hashed ones (mf-manifest.json, remoteEntry.js, unhashed scripts and styles).
registerRoute(
  ({ url, request }) =>
    request.destination === 'script' ||
    request.destination === 'style' ||
    request.destination === 'font' ||
    /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname),
  new NetworkFirst({
    cacheName: 'truck-entries',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [ok],
  }),
);

// API reads (JSON): the catalog (the shell's routes), what the shell loads at start, the operator's
// store and searches. The operator's logout deletes this cache. Matched by what asks, not only by
// Accept: the shell preloads its first calls (`<link rel=preload as=fetch>`, Accept */*) and the
// kernel's fetch then takes that answer without coming here, so the preload is what must be kept,
// or the catalog is missing offline. (Manifests and scripts matched the routes above first.)
registerRoute(
  ({ request }) =>
    request.method === 'GET' &&
    (request.destination === '' || (request.headers.get('accept') ?? '').includes('application/json')),
  new NetworkFirst({
    cacheName: 'truck-api',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200 })],
  }),
);
