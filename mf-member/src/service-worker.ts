/// <reference lib="webworker" />
// The site's push worker (built alone into dist/pwa/service-worker.js; the shell's server serves it
// at /remote-pwa/mf_member/service-worker.js with scope /, catalog.json `service_worker`). It shows
// notices as notifications and opens their page on a click; registered only when a member turns on
// 'รับการแจ้งเตือนบนเบราว์เซอร์นี้'.
import { installPushHandlers } from './features/web-push/push-worker';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
installPushHandlers(self);
