import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { PUSH_WORKER_SCOPE, PUSH_WORKER_URL } from './browser-push';
import { WebPushSwitch } from './web-push-switch';

// The site's public key as the API gives it: 65 bytes of an uncompressed P-256 point.
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';

/** The browser's side: a permission, a worker container and a push manager, as a browser has them. */
function fakeBrowser({
  permission = 'default' as NotificationPermission,
  subscribed = false,
  askAnswer = 'granted' as NotificationPermission,
} = {}) {
  let subscription: PushSubscription | null = null;
  const unsubscribe = jest.fn(async () => {
    subscription = null;
    return true;
  });
  const makeSubscription = () =>
    ({
      endpoint: ENDPOINT,
      unsubscribe,
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'P'.repeat(87), auth: 'A'.repeat(22) } }),
    }) as unknown as PushSubscription;
  if (subscribed) subscription = makeSubscription();
  const subscribe = jest.fn(
    async (_options: PushSubscriptionOptionsInit) => (subscription = makeSubscription()),
  );
  const pushManager = { getSubscription: async () => subscription, subscribe };
  const registration = { pushManager };
  const register = jest.fn(async () => registration);
  const requestPermission = jest.fn(async () => {
    notification.permission = askAnswer;
    return askAnswer;
  });
  const notification = { permission, requestPermission };
  Object.assign(window, { PushManager: function PushManager() {}, Notification: notification });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register,
      ready: Promise.resolve(registration),
      getRegistration: async () => (register.mock.calls.length > 0 || subscribed ? registration : undefined),
    },
  });
  return { register, subscribe, unsubscribe, requestPermission };
}

let fetchMock: FetchMock;
let subscribeAnswer: Response | undefined;

beforeEach(() => {
  configureApi({ publicUrl: 'http://api.test' });
  subscribeAnswer = undefined;
  fetchMock = mockFetch((request) => {
    if (request.url.endsWith('/public/v1/web-push/key'))
      return jsonResponse({ data: { public_key: PUBLIC_KEY } });
    if (request.url.endsWith('/public/v1/web-push/subscriptions')) {
      return subscribeAnswer ?? new Response(null, { status: 204 });
    }
    return jsonResponse({ message: 'ไม่พบ', errors: [] }, 404);
  });
});

afterEach(() => {
  fetchMock.restore();
  delete (window as Partial<typeof window> & { PushManager?: unknown }).PushManager;
  delete (window as { Notification?: unknown }).Notification;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

const theSwitch = () => screen.getByRole('switch', { name: 'รับการแจ้งเตือนบนเบราว์เซอร์นี้' });

it('says so where the browser has no push, and offers nothing to switch', async () => {
  render(<WebPushSwitch />);
  expect(await screen.findByText(/เบราว์เซอร์นี้ไม่รองรับการแจ้งเตือน/)).toBeInTheDocument();
  expect(theSwitch()).toBeDisabled();
});

it('blocked by the browser: says how to allow notifications, and asks nothing', async () => {
  const browser = fakeBrowser({ permission: 'denied' });
  render(<WebPushSwitch />);
  expect(await screen.findByText('เบราว์เซอร์บล็อกการแจ้งเตือนของเว็บไซต์นี้อยู่')).toBeInTheDocument();
  expect(screen.getByText(/วิธีเปิด:.*“อนุญาต”/)).toBeInTheDocument();
  expect(theSwitch()).toBeDisabled();
  expect(browser.requestPermission).not.toHaveBeenCalled();
});

it('off until the member turns it on; only then asks, subscribes with the site key and tells the API', async () => {
  const browser = fakeBrowser();
  render(<WebPushSwitch />);
  expect(await screen.findByText(/^ปิดอยู่/)).toBeInTheDocument();
  expect(theSwitch()).not.toBeChecked();
  // Nothing before the click: no permission prompt, no worker, no subscription, no call.
  expect(browser.requestPermission).not.toHaveBeenCalled();
  expect(browser.register).not.toHaveBeenCalled();
  expect(fetchMock.calls).toHaveLength(0);

  await userEvent.click(theSwitch());

  expect(await screen.findByText(/^เปิดอยู่/)).toBeInTheDocument();
  expect(theSwitch()).toBeChecked();
  expect(browser.register).toHaveBeenCalledWith(PUSH_WORKER_URL, { scope: PUSH_WORKER_SCOPE });
  const options = browser.subscribe.mock.calls[0]![0];
  expect(options.userVisibleOnly).toBe(true);
  expect(options.applicationServerKey).toHaveLength(65);
  const saved = fetchMock.calls.find((call) => call.method === 'POST')!;
  expect(saved.url).toBe('http://api.test/public/v1/web-push/subscriptions');
  expect(await saved.json()).toEqual({
    endpoint: ENDPOINT,
    keys: { p256dh: 'P'.repeat(87), auth: 'A'.repeat(22) },
  });
});

it('the member says no to the browser’s question: blocked, and nothing is sent', async () => {
  fakeBrowser({ askAnswer: 'denied' });
  render(<WebPushSwitch />);
  await userEvent.click(await screen.findByRole('switch', { name: 'รับการแจ้งเตือนบนเบราว์เซอร์นี้' }));
  expect(await screen.findByText('เบราว์เซอร์บล็อกการแจ้งเตือนของเว็บไซต์นี้อยู่')).toBeInTheDocument();
  expect(fetchMock.calls).toHaveLength(0);
});

it('a refusal from the API is shown in its Thai words and the switch stays off', async () => {
  fakeBrowser();
  subscribeAnswer = jsonResponse(
    {
      message: 'รับการแจ้งเตือนได้สูงสุด 10 เบราว์เซอร์ ปิดการแจ้งเตือนบนเบราว์เซอร์อื่นก่อน',
      errors: [],
      status: 409,
    },
    409,
  );
  render(<WebPushSwitch />);
  await userEvent.click(await screen.findByRole('switch', { name: 'รับการแจ้งเตือนบนเบราว์เซอร์นี้' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('รับการแจ้งเตือนได้สูงสุด 10 เบราว์เซอร์');
  expect(theSwitch()).not.toBeChecked();
});

it('on in this browser: turning it off removes the subscription at the API and in the browser', async () => {
  const browser = fakeBrowser({ permission: 'granted', subscribed: true });
  render(<WebPushSwitch />);
  expect(await screen.findByText(/^เปิดอยู่/)).toBeInTheDocument();
  await userEvent.click(theSwitch());
  expect(await screen.findByText(/^ปิดอยู่/)).toBeInTheDocument();
  const removed = fetchMock.calls.find((call) => call.method === 'DELETE')!;
  expect(await removed.json()).toEqual({ endpoint: ENDPOINT });
  expect(browser.unsubscribe).toHaveBeenCalled();
});
