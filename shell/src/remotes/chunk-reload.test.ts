import {
  RELOAD_GUARD_MS,
  RELOAD_STORAGE_KEY,
  decideChunkFailure,
  handleChunkFailure,
  importWithReload,
  isChunkLoadError,
} from './chunk-reload';

function chunkError(message = 'Loading chunk 412 failed.\n(missing: https://lottery.example/412.js)') {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

const NOW = 1_780_000_000_000;

describe('isChunkLoadError', () => {
  it('recognises the bundler error by name or by message', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk vendors failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk src_pages_home-page_tsx failed.'))).toBe(true);
  });

  it('does not take a dead remote server or a render error for a stale chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'))).toBe(
      false,
    );
    expect(isChunkLoadError(new Error('#RUNTIME-008 Failed to load script resources'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed.')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('decideChunkFailure', () => {
  it('reloads on a first chunk failure', () => {
    expect(decideChunkFailure({ error: chunkError(), lastReloadAt: null, now: NOW })).toBe('reload');
  });

  it('does not reload again within 60 s of the last reload', () => {
    expect(decideChunkFailure({ error: chunkError(), lastReloadAt: NOW - 1_000, now: NOW })).toBe('fallback');
    expect(
      decideChunkFailure({ error: chunkError(), lastReloadAt: NOW - RELOAD_GUARD_MS + 1, now: NOW }),
    ).toBe('fallback');
  });

  it('reloads again once 60 s have passed', () => {
    expect(decideChunkFailure({ error: chunkError(), lastReloadAt: NOW - RELOAD_GUARD_MS, now: NOW })).toBe(
      'reload',
    );
  });

  it('never reloads for a remote that cannot be fetched', () => {
    const dead = new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');
    expect(decideChunkFailure({ error: dead, lastReloadAt: null, now: NOW })).toBe('fallback');
  });
});

describe('handleChunkFailure', () => {
  beforeEach(() => sessionStorage.clear());

  it('stores the time and reloads once, then falls back within the guard window', () => {
    const reload = jest.fn();
    expect(handleChunkFailure(chunkError(), { now: () => NOW, reload })).toBe('reload');
    expect(sessionStorage.getItem(RELOAD_STORAGE_KEY)).toBe(String(NOW));
    expect(handleChunkFailure(chunkError(), { now: () => NOW + 5_000, reload })).toBe('fallback');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores an unreadable stored time', () => {
    sessionStorage.setItem(RELOAD_STORAGE_KEY, 'yesterday');
    const reload = jest.fn();
    expect(handleChunkFailure(chunkError(), { now: () => NOW, reload })).toBe('reload');
  });

  it('falls back instead of reloading when the time cannot be stored', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    const reload = jest.fn();
    expect(handleChunkFailure(chunkError(), { storage, now: () => NOW, reload })).toBe('fallback');
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing but answer "fallback" for other errors', () => {
    const reload = jest.fn();
    expect(handleChunkFailure(new Error('boom'), { now: () => NOW, reload })).toBe('fallback');
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(RELOAD_STORAGE_KEY)).toBeNull();
  });
});

describe('importWithReload', () => {
  beforeEach(() => sessionStorage.clear());

  it('passes a successful import through', async () => {
    await expect(importWithReload(() => Promise.resolve('page'))()).resolves.toBe('page');
  });

  it('rejects with the original error when it is not a stale chunk', async () => {
    const error = new Error('syntax');
    await expect(importWithReload(() => Promise.reject(error))()).rejects.toBe(error);
  });

  it('reloads on a stale chunk and keeps the import pending', async () => {
    const reload = jest.fn();
    let settled = false;
    void importWithReload(() => Promise.reject(chunkError()), { now: () => NOW, reload })().finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
  });
});
