// Web push, end to end on this closed machine. A real browser subscription needs Google's push
// service, which it cannot reach, so:
// - the delivery journey registers a subscription whose endpoint is the stand-in push service
//   (api/src/testing/fake-push-service.ts: it checks the VAPID signature and decrypts the body
//   with keys the test made, as a browser would), confirms a slip as the dealer, and waits for the
//   stand-in to hold the slip-confirmed notice that the notices queue delivers on the push channel;
// - the worker's journey hands the site's push worker a push through Chromium's DevTools protocol
//   (ServiceWorker.deliverPushMessage) and checks the notification it shows and the page its click opens.
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { startFakePushService, type FakePushService } from '../../api/src/testing/fake-push-service';
import { API_URL, SHELL_URL } from '../../e2e/support/env';
import { createMember, useMemberSession } from '../../e2e/support/members';
import { buyTicketThroughApi, demoStore, freeNumber } from '../../e2e/support/purchases';
import { returningVisitorState } from '../../e2e/support/site-state';

test.use({ storageState: returningVisitorState() });

let pushService: FakePushService;
test.beforeAll(async () => {
  pushService = await startFakePushService();
});
test.afterAll(() => pushService.close());

test('a member’s push subscription receives the slip-confirmed notice, signed and encrypted', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createMember(request, 'รับแจ้งเตือน');
  const browser = pushService.subscribe();
  const subscribed = await request.post(`${API_URL}/public/v1/web-push/subscriptions`, {
    headers: { Authorization: `Bearer ${member.token}` },
    data: browser,
  });
  expect(subscribed.status(), await subscribed.text()).toBe(204);

  const store = await demoStore(request);
  const { number } = await freeNumber(request, store, '____4_');
  const code = await buyTicketThroughApi(request, member.token, store, number);

  const key = (
    (await (await request.get(`${API_URL}/public/v1/web-push/key`)).json()) as {
      data: { public_key: string };
    }
  ).data.public_key;
  const push = await pushService.waitFor(
    (p) => p.endpoint === browser.endpoint && (p.payload as { kind?: string }).kind === 'slip-confirmed',
    90_000,
  );
  expect(push.vapidKey).toBe(key);
  expect(push.payload).toMatchObject({
    kind: 'slip-confirmed',
    title: `ร้านค้ายืนยันการชำระเงินคำสั่งซื้อ ${code} แล้ว`,
    link: `${SHELL_URL}/orders/${code}`,
  });
  expect(pushService.refused).toEqual([]);
});

const WORKER_URL = '/remote-pwa/mf_member/service-worker.js';

/** The site's push worker, registered on the shell's origin for the whole site, and its DevTools id. */
async function registerPushWorker(page: Page, cdp: CDPSession): Promise<string> {
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  const scope = await page.evaluate(async (url) => {
    await navigator.serviceWorker.register(url, { scope: '/' });
    return (await navigator.serviceWorker.ready).scope;
  }, WORKER_URL);
  expect(scope).toBe(`${SHELL_URL}/`);
  await expect.poll(() => registrations.get(scope)).toBeTruthy();
  return registrations.get(scope)!;
}

test('the push worker shows a Thai notice with the site icon; a click opens its page, never another site', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request, 'ทดสอบแจ้งเตือน');
  await context.grantPermissions(['notifications'], { origin: SHELL_URL });
  await useMemberSession(page, member.token);
  await page.goto('/members/profile');
  await expect(page.getByRole('switch', { name: 'รับการแจ้งเตือนบนเบราว์เซอร์นี้' })).toBeVisible();
  // The worker is served by the shell's server with permission to control the whole site.
  const served = await request.get(`${SHELL_URL}${WORKER_URL}`);
  expect(served.headers()['service-worker-allowed']).toBe('/');

  const cdp = await context.newCDPSession(page);
  const registrationId = await registerPushWorker(page, cdp);
  const push = async (payload: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: SHELL_URL,
      registrationId,
      data: JSON.stringify(payload),
    });
  const pushBoth = async () => {
    await push({
      notice_id: 7,
      kind: 'slip-confirmed',
      title: 'ร้านค้ายืนยันการชำระเงินคำสั่งซื้อ CD-0007 แล้ว',
      body: 'สลาก 1 ใบอยู่ในตู้เซฟของคุณแล้ว',
      link: `${SHELL_URL}/orders/CD-0007`,
    });
    await push({
      notice_id: 8,
      kind: 'win',
      title: 'ลิงก์ของเว็บอื่น',
      body: '',
      link: 'https://evil.example/steal',
    });
  };

  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        icon: n.icon,
        tag: n.tag,
        data: n.data as unknown,
      }));
    });
  // DevTools can drop a push handed to a worker that is still starting; a push service delivers
  // again, and so does the test. Each notice has its own tag: a second delivery replaces the first.
  await expect
    .poll(async () => {
      await pushBoth();
      return (await shown()).length;
    })
    .toBe(2);
  const [slip, foreign] = [...(await shown())].sort((a, b) => a.tag.localeCompare(b.tag));
  expect(slip).toEqual({
    title: 'ร้านค้ายืนยันการชำระเงินคำสั่งซื้อ CD-0007 แล้ว',
    body: 'สลาก 1 ใบอยู่ในตู้เซฟของคุณแล้ว',
    icon: `${SHELL_URL}/remote-pwa/mf_member/icon-192.png`,
    tag: 'notice-7',
    data: { link: `${SHELL_URL}/orders/CD-0007` },
  });
  expect(foreign!.data).toEqual({ link: `${SHELL_URL}/` });
  const icon = await request.get(slip!.icon);
  expect(icon.headers()['content-type']).toBe('image/png');

  // Headless Chromium has no notification to click: the click event is handed to the worker with a
  // shown notification, and the window it asks for is recorded instead of opened.
  const worker = context.serviceWorkers().find((w) => w.url().endsWith(WORKER_URL))!;
  const opened = await worker.evaluate(async () => {
    // The worker's globals (this file is typed for pages and Node, not workers).
    const scope = self as unknown as {
      clients: object;
      registration: { getNotifications(): Promise<Notification[]> };
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const asked: string[] = [];
    Object.defineProperty(scope.clients, 'openWindow', {
      configurable: true,
      value: async (url: string) => {
        asked.push(url);
        return null;
      },
    });
    for (const notification of await scope.registration.getNotifications()) {
      const event = new scope.NotificationEvent('notificationclick', { notification });
      const waits: Promise<unknown>[] = [];
      Object.defineProperty(event, 'waitUntil', { value: (p: Promise<unknown>) => waits.push(p) });
      scope.dispatchEvent(event);
      await Promise.all(waits);
    }
    return asked.sort();
  });
  expect(opened).toEqual([`${SHELL_URL}/`, `${SHELL_URL}/orders/CD-0007`]);
});
