/** @jest-environment node */
import { installMemoryStorage, type MemoryStorage } from '../testing/memory-storage';
import {
  forgetLineLoginKey,
  keepLineLoginKey,
  LINE_LOGIN_KEYS_STORAGE_KEY,
  lineLoginKey,
} from './line-login-keys';

const HOUR = 60 * 60 * 1000;
let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

test('keeps one key per login, found by its state, until forgotten', () => {
  keepLineLoginKey('state-a', 'key-a', 1000);
  keepLineLoginKey('state-b', 'key-b', 2000);
  expect(lineLoginKey('state-a', 3000)).toBe('key-a');
  expect(lineLoginKey('state-b', 3000)).toBe('key-b');
  expect(lineLoginKey('state-c', 3000)).toBeUndefined();
  forgetLineLoginKey('state-a', 3000);
  expect(lineLoginKey('state-a', 3000)).toBeUndefined();
  expect(lineLoginKey('state-b', 3000)).toBe('key-b');
  forgetLineLoginKey('state-b', 3000);
  expect(storage.getItem(LINE_LOGIN_KEYS_STORAGE_KEY)).toBeNull();
});

test('drops keys older than an hour, and keeps at most the ten newest', () => {
  keepLineLoginKey('old', 'k', 0);
  expect(lineLoginKey('old', HOUR - 1)).toBe('k');
  expect(lineLoginKey('old', HOUR)).toBeUndefined();
  for (let i = 0; i < 12; i += 1) keepLineLoginKey(`s${i}`, `k${i}`, HOUR + i);
  expect(lineLoginKey('s0', HOUR + 20)).toBeUndefined();
  expect(lineLoginKey('s1', HOUR + 20)).toBeUndefined();
  expect(lineLoginKey('s2', HOUR + 20)).toBe('k2');
  expect(lineLoginKey('s11', HOUR + 20)).toBe('k11');
});

test('unreadable storage counts as no key, and is replaced by the next login', () => {
  storage.setItem(LINE_LOGIN_KEYS_STORAGE_KEY, '{not json');
  expect(lineLoginKey('s')).toBeUndefined();
  storage.setItem(LINE_LOGIN_KEYS_STORAGE_KEY, JSON.stringify({ s: { key: 1 }, t: 'x' }));
  expect(lineLoginKey('s')).toBeUndefined();
  keepLineLoginKey('s', 'k');
  expect(lineLoginKey('s')).toBe('k');
});
