import type * as AuthModule from './auth';
import type * as NoticesModule from './notices';
import type * as NoticesApi from '../api/notices';
import { jsonResponse, mockFetch, type FetchMock } from '../testing/mock-fetch';
import { installMemoryStorage } from '../testing/memory-storage';
import { authUserFixture } from '../testing/auth-user-fixture';

let auth: typeof AuthModule;
let notices: typeof NoticesModule;
let api: typeof NoticesApi;
let fetchMock: FetchMock | undefined;
let unread = 2;

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));
const notice = (id: number, read: boolean) => ({
  id,
  kind: 'purchase-shipped',
  title: `ร้านค้าจัดส่งคำสั่งซื้อ SH-${id} แล้ว`,
  body: '',
  link: `/ecommerce/purchases/SH-${id}`,
  created_at: '2026-11-30T09:00:00+07:00',
  read,
});
const listCalls = () => fetchMock!.calls.filter((call) => call.url.endsWith('/public/v1/notices')).length;

beforeEach(async () => {
  installMemoryStorage();
  jest.resetModules();
  auth = await import('./auth');
  notices = await import('./notices');
  api = await import('../api/notices');
  const { configureApi } = await import('../api/config');
  configureApi({ publicUrl: 'http://api.test' });
  unread = 2;
  fetchMock = mockFetch((request) => {
    if (request.url.endsWith('/public/v1/notices/read')) {
      unread = 0;
      return new Response(null, { status: 204 });
    }
    if (request.url.endsWith('/public/v1/notices')) {
      return jsonResponse({ data: [notice(2, unread === 0), notice(1, unread === 0)], unread });
    }
    return jsonResponse({ data: authUserFixture() });
  });
});

afterEach(() => fetchMock?.restore());

it('reads nothing for a visitor', async () => {
  const unbind = notices.$notices.listen(() => undefined);
  await flush();
  expect(notices.$notices.get()).toEqual({ status: 'idle' });
  expect(listCalls()).toBe(0);
  unbind();
});

it("reads a member's notices, forgets them on logout", async () => {
  const unbind = notices.$notices.listen(() => undefined);
  await auth.loginWithToken('tok', 'local');
  await flush();
  const state = notices.$notices.get();
  expect(state).toMatchObject({ status: 'ready', unread: 2 });
  expect(state.status === 'ready' && state.notices.map((n) => n.id)).toEqual([2, 1]);
  await auth.logout();
  await flush();
  expect(notices.$notices.get()).toEqual({ status: 'idle' });
  unbind();
});

it('marks read up to the newest shown and shows the list read again', async () => {
  const unbind = notices.$notices.listen(() => undefined);
  await auth.loginWithToken('tok', 'local');
  await flush();
  await api.markNoticesReadUpTo(2);
  await flush();
  const read = fetchMock!.calls.find((call) => call.url.endsWith('/read'));
  expect(read?.method).toBe('POST');
  expect(await read?.json()).toEqual({ up_to: 2 });
  expect(notices.$notices.get()).toMatchObject({ status: 'ready', unread: 0 });
  unbind();
});

it('reads again when the visitor comes back to the tab, and when a remote asks', async () => {
  const unbind = notices.$notices.listen(() => undefined);
  await auth.loginWithToken('tok', 'local');
  await flush();
  const before = listCalls();
  document.dispatchEvent(new Event('visibilitychange'));
  await flush();
  expect(listCalls()).toBe(before + 1);
  await notices.refreshNotices();
  await flush();
  expect(listCalls()).toBe(before + 2);
  unbind();
});

it('reads again at once when the API says a notice is stored, the member token on the stream', async () => {
  let push: (text: string) => void = () => undefined;
  const stream = new ReadableStream<Uint8Array>({
    start: (controller) => {
      push = (text) => controller.enqueue(Uint8Array.from(text, (c) => c.charCodeAt(0)));
    },
  });
  fetchMock!.restore();
  fetchMock = mockFetch((request) => {
    if (request.url.endsWith('/public/v1/notices/events')) {
      return new Response(stream, { headers: { 'content-type': 'text/event-stream' } });
    }
    if (request.url.endsWith('/public/v1/notices'))
      return jsonResponse({ data: [notice(1, false)], unread: 1 });
    return jsonResponse({ data: authUserFixture() });
  });
  const unbind = notices.$notices.listen(() => undefined);
  await auth.loginWithToken('tok', 'local');
  await flush();
  const opened = fetchMock.calls.find((call) => call.url.endsWith('/public/v1/notices/events'));
  expect(opened?.headers.get('authorization')).toBe('Bearer tok');
  const before = listCalls();
  push('retry: 3000\n: open\n\nevent: notice\ndata: {}\n\n');
  await flush();
  expect(listCalls()).toBe(before + 1);
  unbind();
});
