/// <reference lib="webworker" />
// The site's push handlers, run in the worker `src/service-worker.ts` builds (scope `/` on the
// shell's origin). No fetch handler: this worker never stands between a page and the network, so
// pages and the truck's own offline worker (scope /truck) behave as before.

/** What the API sends (shared-contract `PushPayloadSchema`); read defensively, it crossed a network. */
interface PushMessage {
  title: string;
  body: string;
  link: string | null;
  kind: string;
  notice_id: number | null;
}

export const DEFAULT_TITLE = 'โชคดี มีการแจ้งเตือนใหม่';
export const NOTICE_ICON = '/remote-pwa/mf_member/icon-192.png';

export function readPush(data: { json(): unknown } | null): PushMessage {
  let raw: Record<string, unknown> = {};
  try {
    const value = data?.json();
    if (value && typeof value === 'object') raw = value as Record<string, unknown>;
  } catch {
    // Not JSON: the default text below still tells the member there is something new.
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    title: text(raw.title) || DEFAULT_TITLE,
    body: text(raw.body),
    link: typeof raw.link === 'string' ? raw.link : null,
    kind: text(raw.kind),
    notice_id: typeof raw.notice_id === 'number' ? raw.notice_id : null,
  };
}

/** The page a click opens: the notice's link on this origin, else the home page; never another origin. */
export function sameOriginTarget(link: unknown, origin: string): string {
  if (typeof link !== 'string' || link === '') return `${origin}/`;
  try {
    const url = new URL(link, `${origin}/`);
    return url.origin === origin ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

export function installPushHandlers(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    const message = readPush(event.data);
    event.waitUntil(
      worker.registration.showNotification(message.title, {
        body: message.body,
        icon: NOTICE_ICON,
        badge: NOTICE_ICON,
        lang: 'th',
        // One notice, one notification: a repeated delivery replaces rather than stacks.
        tag: message.notice_id === null ? undefined : `notice-${message.notice_id}`,
        data: { link: sameOriginTarget(message.link, worker.location.origin) },
      }),
    );
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = sameOriginTarget(
      (event.notification.data as { link?: unknown } | null)?.link,
      worker.location.origin,
    );
    event.waitUntil(
      (async () => {
        const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => client.url === target);
        if (open) return void (await open.focus());
        await worker.clients.openWindow(target);
      })(),
    );
  });
}
