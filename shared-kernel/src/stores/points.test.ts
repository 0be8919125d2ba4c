/** @jest-environment node */
import type * as AuthModule from './auth';
import type * as PointsModule from './points';
import { jsonResponse, mockFetch, type FetchMock } from '../testing/mock-fetch';
import { installMemoryStorage } from '../testing/memory-storage';
import { authUserFixture } from '../testing/auth-user-fixture';

let auth: typeof AuthModule;
let points: typeof PointsModule;
let fetchMock: FetchMock | undefined;
let balance: () => Response | Promise<Response>;

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(async () => {
  installMemoryStorage();
  jest.resetModules();
  auth = await import('./auth');
  points = await import('./points');
  const { configureApi } = await import('../api/config');
  configureApi({ publicUrl: 'http://api.test' });
  balance = () => jsonResponse({ data: { balance: 1234 } });
  fetchMock = mockFetch((request) =>
    request.url.includes('/points/balance') ? balance() : jsonResponse({ data: authUserFixture() }),
  );
});

afterEach(() => fetchMock?.restore());

it('stays idle and fetches nothing while logged out', async () => {
  const unbind = points.$points.listen(() => undefined);
  await flush();
  expect(points.$points.get()).toEqual({ status: 'idle' });
  expect(fetchMock?.calls).toHaveLength(0);
  unbind();
});

it('fetches the balance when a member logs in and resets on logout', async () => {
  const unbind = points.$points.listen(() => undefined);
  await auth.loginWithToken('tok', 'local');
  await flush();
  expect(points.$points.get()).toEqual({ status: 'ready', balance: 1234, pendingWelcome: 0 });
  await auth.logout();
  await flush();
  expect(points.$points.get()).toEqual({ status: 'idle' });
  unbind();
});

it('holds the Thai error message when the balance cannot be fetched', async () => {
  balance = () => jsonResponse({ message: 'ไม่สามารถดึงแต้มสะสมได้', errors: [], status: 503 }, 503);
  const unbind = points.$points.listen(() => undefined);
  await auth.loginWithToken('tok', 'local');
  await flush();
  expect(points.$points.get()).toEqual({ status: 'error', message: 'ไม่สามารถดึงแต้มสะสมได้' });
  unbind();
});

it('keeps the welcome points waiting for the phone apart from the spendable balance', async () => {
  balance = () => jsonResponse({ data: { balance: 0, pending_welcome_points: 100 } });
  const unbind = points.$points.listen(() => undefined);
  await auth.loginWithToken('tok', 'local');
  await flush();
  expect(points.$points.get()).toEqual({ status: 'ready', balance: 0, pendingWelcome: 100 });
  unbind();
});
