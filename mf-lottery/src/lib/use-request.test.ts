import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
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
    const { result } = renderHook(() => useRequest(load, 'a'));

    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'answer for a' }));
  });

  it('turns a failure into the Thai error shape and loads again on retry', async () => {
    const load = jest
      .fn<Promise<string>, [string]>()
      .mockRejectedValueOnce(new ApiRequestError({ message: 'เซิร์ฟเวอร์ขัดข้อง', errors: [], status: 503 }))
      .mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useRequest(load, 'a'));

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
    const { result, rerender } = renderHook(({ arg }) => useRequest(load, arg), { initialProps: waiting });

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
    const { result, rerender } = renderHook(({ arg }) => useRequest(load, arg), {
      initialProps: { arg: 'old' },
    });

    rerender({ arg: 'new' });
    await act(async () => second.resolve('new answer'));
    await act(async () => first.resolve('old answer'));

    expect(result.current).toMatchObject({ status: 'success', data: 'new answer' });
  });
});
