/** @jest-environment node */
import type * as CurrentStoreModule from './current-store';
import { installMemoryStorage, type MemoryStorage } from '../testing/memory-storage';

let storage: MemoryStorage;
let current: typeof CurrentStoreModule;

async function freshModule() {
  jest.resetModules();
  current = await import('./current-store');
}

beforeEach(async () => {
  storage = installMemoryStorage();
  await freshModule();
});

describe('current store', () => {
  it('starts empty, remembers the store in chokdee:current_store and restores it on the next page load', async () => {
    expect(current.$currentStore.get()).toBeNull();
    current.setCurrentStore({ code: 'S1', userRef: 'dealer-1', name: 'ร้านโชคดี' });
    expect(current.$currentStore.get()).toEqual({ code: 'S1', userRef: 'dealer-1', name: 'ร้านโชคดี' });
    expect(JSON.parse(storage.getItem('chokdee:current_store') ?? 'null')).toEqual({
      code: 'S1',
      userRef: 'dealer-1',
      name: 'ร้านโชคดี',
    });

    await freshModule();
    expect(current.$currentStore.get()).toEqual({ code: 'S1', userRef: 'dealer-1', name: 'ร้านโชคดี' });
  });

  it('clears the store (spec §4: store info 404)', () => {
    current.setCurrentStore({ code: 'S1', userRef: 'dealer-1', name: 'ร้านโชคดี' });
    current.clearCurrentStore();
    expect(current.$currentStore.get()).toBeNull();
    expect(storage.getItem('chokdee:current_store')).toBeNull();
  });

  it('ignores a broken saved value', async () => {
    storage.setItem('chokdee:current_store', '{"code":');
    await freshModule();
    expect(current.$currentStore.get()).toBeNull();
    storage.setItem('chokdee:current_store', JSON.stringify({ code: 'S1' }));
    await freshModule();
    expect(current.$currentStore.get()).toBeNull();
  });

  it('does not notify when the same store is set again', () => {
    const changes: unknown[] = [];
    current.$currentStore.listen((store) => changes.push(store));
    current.setCurrentStore({ code: 'S1', userRef: 'dealer-1', name: 'ร้านโชคดี' });
    current.setCurrentStore({ code: 'S1', userRef: 'dealer-1', name: 'ร้านโชคดี' });
    expect(changes).toHaveLength(1);
  });
});
