import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiRequestError } from '../api/client';
import { useRequest } from './use-request';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useRequest', () => {
  it('goes from loading to the answer', async () => {
    const load = jest.fn(async (arg: string) => `answer for ${arg}`);
    const { result } = renderHook(() => useRequest('a', load));

    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'answer for a' }));
  });

  it('turns a failure into the Thai error shape and loads again on retry', async () => {
    const load = jest
      .fn<Promise<string>, [string, AbortSignal]>()
      .mockRejectedValueOnce(new ApiRequestError({ message: 'เซิร์ฟเวอร์ขัดข้อง', errors: [], status: 503 }))
      .mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useRequest('a', load));

    await waitFor(() =>
      expect(result.current).toMatchObject({
        status: 'error',
        error: { message: 'เซิร์ฟเวอร์ขัดข้อง', errors: [], status: 503 },
      }),
    );
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'ok' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits without a request while the argument is null, then loads', async () => {
    const load = jest.fn(async (arg: string) => `answer for ${arg}`);
    const waiting: { arg: string | null } = { arg: null };
    const { result, rerender } = renderHook(({ arg }) => useRequest(arg, load), { initialProps: waiting });

    await act(async () => undefined);
    expect(result.current.status).toBe('loading');
    expect(load).not.toHaveBeenCalled();

    rerender({ arg: 'a' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'answer for a' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops a late answer for an argument that is no longer current', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const load = jest.fn((arg: string) => (arg === 'old' ? first.promise : second.promise));
    const { result, rerender } = renderHook(({ arg }) => useRequest(arg, load), {
      initialProps: { arg: 'old' },
    });

    rerender({ arg: 'new' });
    await act(async () => second.resolve('new answer'));
    await act(async () => first.resolve('old answer'));

    expect(result.current).toMatchObject({ status: 'success', data: 'new answer' });
  });
});

describe('useRequest across a key and its data', () => {
  it('aborts the read of a key left behind, and replaces the data in place', async () => {
    const signals: AbortSignal[] = [];
    const load = jest.fn((key: string, signal: AbortSignal) => {
      signals.push(signal);
      return Promise.resolve(`answer for ${key}`);
    });
    const { result, rerender } = renderHook(({ key }) => useRequest(key, load), {
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    expect(signals[0]?.aborted).toBe(true);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'answer for b' }));
    act(() => result.current.replace('saved'));
    expect(result.current).toMatchObject({ status: 'success', data: 'saved' });
  });
});
