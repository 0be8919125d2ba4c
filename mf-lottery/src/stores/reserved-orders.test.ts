/** @jest-environment node */
import type * as AuthModule from '@chokdee/shared-kernel/stores/auth';
import type * as ReservedModule from './reserved-orders';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { installMemoryStorage } from '@chokdee/shared-kernel/testing/memory-storage';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';

let auth: typeof AuthModule;
let reserved: typeof ReservedModule;
let fetchMock: FetchMock | undefined;
let count: () => Response | Promise<Response>;

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));
const countCalls = () => fetchMock?.calls.filter((c) => c.url.includes('/orders/reserved')) ?? [];

beforeEach(async () => {
  installMemoryStorage();
  jest.resetModules();
  auth = await import('@chokdee/shared-kernel/stores/auth');
  reserved = await import('./reserved-orders');
  const { configureApi } = await import('@chokdee/shared-kernel/api/config');
  configureApi({ publicUrl: 'http://api.test' });
  count = () => jsonResponse({ data: 2 });
  fetchMock = mockFetch((request) =>
    request.url.includes('/orders/reserved') ? count() : jsonResponse({ data: authUserFixture() }),
  );
});

afterEach(() => fetchMock?.restore());

it('stays null and fetches nothing while logged out', async () => {
  const unbind = reserved.$reservedOrderCount.listen(() => undefined);
  await flush();
  expect(reserved.$reservedOrderCount.get()).toBeNull();
  expect(countCalls()).toHaveLength(0);
  unbind();
});

it('fetches the count on mount once a member is logged in, and forgets it on logout', async () => {
  const unbind = reserved.$reservedOrderCount.listen(() => undefined);
  await auth.loginWithToken('tok', 'local');
  await flush();
  expect(reserved.$reservedOrderCount.get()).toBe(2);
  expect(new URL(countCalls()[0]!.url).searchParams.get('count')).toBe('true');
  await auth.logout();
  await flush();
  expect(reserved.$reservedOrderCount.get()).toBeNull();
  unbind();
});

it('refreshes on demand (after an upload or a cancel)', async () => {
  const unbind = reserved.$reservedOrderCount.listen(() => undefined);
  await auth.loginWithToken('tok', 'local');
  await flush();
  count = () => jsonResponse({ data: 1 });
  await reserved.refreshReservedOrderCount();
  expect(reserved.$reservedOrderCount.get()).toBe(1);
  unbind();
});

it('ignores failures and keeps the last known count (spec §8)', async () => {
  const unbind = reserved.$reservedOrderCount.listen(() => undefined);
  await auth.loginWithToken('tok', 'local');
  await flush();
  count = () => jsonResponse({ message: 'ระบบขัดข้อง', errors: [], status: 503 }, 503);
  await expect(reserved.refreshReservedOrderCount()).resolves.toBeUndefined();
  expect(reserved.$reservedOrderCount.get()).toBe(2);
  unbind();
});

it('keeps the newest answer when an older one arrives late', async () => {
  const unbind = reserved.$reservedOrderCount.listen(() => undefined);
  await auth.loginWithToken('tok', 'local');
  await flush();
  let releaseSlow: (r: Response) => void = () => undefined;
  count = () => new Promise<Response>((resolve) => (releaseSlow = resolve));
  const slow = reserved.refreshReservedOrderCount();
  await flush();
  count = () => jsonResponse({ data: 5 });
  await reserved.refreshReservedOrderCount();
  releaseSlow(jsonResponse({ data: 9 }));
  await slow;
  expect(reserved.$reservedOrderCount.get()).toBe(5);
  unbind();
});
