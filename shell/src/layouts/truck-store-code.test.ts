import { MemoryStorage } from '@chokdee/shared-kernel/testing/memory-storage';
import { readTruckStoreCode, TRUCK_STORE_KEY } from './truck-store-code';

function storageWith(value: string | null): MemoryStorage {
  const storage = new MemoryStorage();
  if (value !== null) storage.setItem(TRUCK_STORE_KEY, value);
  return storage;
}

it.each([
  ['T001', 'T001'],
  [' T001 ', 'T001'],
  ['"T001"', 'T001'],
  ['{"code":"T001"}', 'T001'],
  ['42', '42'],
])('reads the truck store code from %p', (saved, code) => {
  expect(readTruckStoreCode(storageWith(saved))).toBe(code);
});

it.each([[null], [''], ['   '], ['""'], ['{}'], ['{"code":""}'], ['null']])(
  'has no truck store for %p',
  (saved) => {
    expect(readTruckStoreCode(storageWith(saved))).toBeNull();
  },
);

it('has no truck store without storage or when it is blocked', () => {
  expect(readTruckStoreCode(null)).toBeNull();
  const blocked = {
    getItem: () => {
      throw new DOMException('blocked', 'SecurityError');
    },
  };
  expect(readTruckStoreCode(blocked)).toBeNull();
});
