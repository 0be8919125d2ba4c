/** @jest-environment node */
import type * as SystemTimeModule from './system-time';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';

type SystemTimeStore = typeof SystemTimeModule;

let store: SystemTimeStore;
let fetchMock: FetchMock | undefined;
let deviceNow: number;

function serveClock(systemTime: string, roundTripMs = 0): void {
  fetchMock = mockFetch(() => {
    deviceNow += roundTripMs;
    return jsonResponse({ data: { system_time: systemTime, timezone: 'Asia/Bangkok', environment: 'test' } });
  });
}

beforeEach(async () => {
  jest.resetModules();
  store = await import('./system-time');
  const { configureApi } = await import('@chokdee/shared-kernel/api/config');
  configureApi({ publicUrl: 'http://api.test' });
  deviceNow = Date.parse('2026-05-20T03:00:00.000Z');
  jest.spyOn(Date, 'now').mockImplementation(() => deviceNow);
});

afterEach(() => {
  fetchMock?.restore();
  jest.restoreAllMocks();
});

it('follows the device clock until the first sync', () => {
  expect(store.$serverOffsetMs.get()).toBe(0);
  expect(store.serverNow().toISOString()).toBe('2026-05-20T03:00:00.000Z');
});

it('stores how far the device clock is behind the server', async () => {
  // Server says 10:05 Bangkok (03:05Z): five minutes ahead of the device.
  serveClock('2026-05-20T10:05:00+07:00');
  await store.syncServerTime();
  expect(store.$serverOffsetMs.get()).toBe(5 * 60_000);
  expect(store.serverNow().toISOString()).toBe('2026-05-20T03:05:00.000Z');
  deviceNow += 1_000;
  expect(store.serverNow().toISOString()).toBe('2026-05-20T03:05:01.000Z');
});

it('adds half the round trip, as the server read its clock mid-way', async () => {
  serveClock('2026-05-20T02:59:00Z', 400);
  await store.syncServerTime();
  // Server at 02:59:00.000 + 200 ms; device at 03:00:00.400 → offset −60 200 ms.
  expect(store.$serverOffsetMs.get()).toBe(-60_200);
});

it('keeps the last offset and reports the error when the sync fails', async () => {
  serveClock('2026-05-20T03:00:30Z');
  await store.syncServerTime();
  fetchMock?.restore();
  fetchMock = mockFetch(() => jsonResponse({ message: 'ระบบขัดข้อง', errors: [], status: 503 }, 503));
  await expect(store.syncServerTime()).resolves.toBeUndefined();
  expect(store.$serverOffsetMs.get()).toBe(30_000);
  expect(store.$serverTimeError.get()).toEqual({ message: 'ระบบขัดข้อง', errors: [], status: 503 });
});
