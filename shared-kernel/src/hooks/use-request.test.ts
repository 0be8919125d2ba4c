import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { ApiRequestError } from '../api/client';
import { requestGroups, requestKeys, type RequestKey } from '../api/request-keys';
import { invalidate } from '../api/request-cache';
import { setAuthToken } from '../api/auth-token';
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

const A = requestKeys.orders.one('A');
const B = requestKeys.orders.one('B');

// Each test starts from an empty cache (tools/jest/setup-dom.cjs), with nothing left on screen.
afterEach(() => cleanup());

describe('useRequest', () => {
  it('goes from loading to the answer', async () => {
    const load = jest.fn(async () => 'answer for a');
    const { result } = renderHook(() => useRequest(A, load));

    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'answer for a' }));
  });

  it('turns a failure into the Thai error shape and loads again on retry', async () => {
    const load = jest
      .fn<Promise<string>, [AbortSignal]>()
      .mockRejectedValueOnce(new ApiRequestError({ message: 'เซิร์ฟเวอร์ขัดข้อง', errors: [], status: 503 }))
      .mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useRequest(A, load));

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

  it('waits without a request while the key is null, then loads', async () => {
    const load = jest.fn(async () => 'answer for a');
    const waiting: { key: RequestKey | null } = { key: null };
    const { result, rerender } = renderHook(({ key }) => useRequest(key, load), { initialProps: waiting });

    await act(async () => undefined);
    expect(result.current.status).toBe('loading');
    expect(load).not.toHaveBeenCalled();

    rerender({ key: A });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'answer for a' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops a late answer for a key that is no longer current', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const { result, rerender } = renderHook(
      ({ key }) => useRequest(key, () => (key === A ? first.promise : second.promise)),
      { initialProps: { key: A } },
    );

    rerender({ key: B });
    await act(async () => second.resolve('new answer'));
    await act(async () => first.resolve('old answer'));

    expect(result.current).toMatchObject({ status: 'success', data: 'new answer' });
  });
});

describe('useRequest across a key and its data', () => {
  it('aborts the read of a key left behind, and replaces the data in place', async () => {
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(
      ({ key }) =>
        useRequest(key, (signal) => {
          signals.push(signal);
          // A's answer never comes: its read is still in flight when the key moves on.
          return key === A ? new Promise<string>(() => undefined) : Promise.resolve(`answer for ${key}`);
        }),
      { initialProps: { key: A } },
    );
    // The read starts just after React's commit (kernel runtime/outside-commit).
    await act(async () => undefined);
    rerender({ key: B });
    expect(signals[0]?.aborted).toBe(true);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: `answer for ${B}` }));
    act(() => result.current.replace('saved'));
    expect(result.current).toMatchObject({ status: 'success', data: 'saved' });
  });
});

describe('useRequest with the shared cache', () => {
  it('reads a key once for two components, and both show the new value after invalidate', async () => {
    let balance = 100;
    const load = jest.fn(async () => balance);
    const header = renderHook(() => useRequest(requestKeys.member.points, load));
    const page = renderHook(() => useRequest(requestKeys.member.points, load));
    await waitFor(() => expect(page.result.current).toMatchObject({ status: 'success', data: 100 }));
    expect(header.result.current).toMatchObject({ status: 'success', data: 100 });
    expect(load).toHaveBeenCalledTimes(1);

    balance = 40;
    act(() => {
      void invalidate(requestGroups.member);
    });
    // The old value stays on screen while the new one is read: no loading flash in the header.
    expect(header.result.current).toMatchObject({ status: 'success', data: 100 });
    await waitFor(() => expect(header.result.current).toMatchObject({ status: 'success', data: 40 }));
    expect(page.result.current).toMatchObject({ status: 'success', data: 40 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a replaced value in every component of the key', async () => {
    const first = renderHook(() => useRequest(A, async () => 'read'));
    const second = renderHook(() => useRequest(A, async () => 'read'));
    await waitFor(() => expect(second.result.current).toMatchObject({ status: 'success', data: 'read' }));
    act(() => first.result.current.replace('saved'));
    expect(second.result.current).toMatchObject({ status: 'success', data: 'saved' });
  });

  it('drops the answer of a read that an invalidation overtook', async () => {
    const before = deferred<number>();
    const after = deferred<number>();
    const load = jest.fn().mockReturnValueOnce(before.promise).mockReturnValueOnce(after.promise);
    const { result } = renderHook(() => useRequest<number>(requestKeys.orders.reservedCount, load));
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);

    act(() => {
      void invalidate(requestGroups.orders);
    });
    expect((load.mock.calls[0] as [AbortSignal])[0].aborted).toBe(true);
    await act(async () => after.resolve(0));
    await act(async () => before.resolve(3));
    expect(result.current).toMatchObject({ status: 'success', data: 0 });
  });

  it('leaves keys outside the invalidated group alone', async () => {
    const load = jest.fn(async () => 'quests');
    const { result } = renderHook(() => useRequest(requestKeys.quests.progress, load));
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => {
      void invalidate(requestGroups.orders, requestKeys.member.points);
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the cached answer at once to a later reader and reads it again behind it', async () => {
    let answer = 'first';
    const load = jest.fn(async () => answer);
    const first = renderHook(() => useRequest(A, load));
    await waitFor(() => expect(first.result.current).toMatchObject({ data: 'first' }));
    first.unmount();

    answer = 'second';
    const later = renderHook(() => useRequest(A, load));
    expect(later.result.current).toMatchObject({ status: 'success', data: 'first' });
    await waitFor(() => expect(later.result.current).toMatchObject({ data: 'second' }));
  });

  it('aborts a read when its last reader leaves, and forgets everything on a change of login', async () => {
    const signals: AbortSignal[] = [];
    const load = jest.fn((signal: AbortSignal) => {
      signals.push(signal);
      // The first read never answers: it is in flight when its reader leaves.
      return signals.length === 1 ? new Promise<number>(() => undefined) : Promise.resolve(signals.length);
    });
    const gone = renderHook(() => useRequest(B, load));
    await act(async () => undefined);
    gone.unmount();
    expect(signals[0]?.aborted).toBe(true);

    const shown = renderHook(() => useRequest(A, load));
    await waitFor(() => expect(shown.result.current).toMatchObject({ status: 'success', data: 2 }));
    act(() => setAuthToken('another member'));
    await waitFor(() => expect(shown.result.current).toMatchObject({ status: 'success', data: 3 }));
    await act(async () => setAuthToken(null));
  });

  it("takes the last member's answer off the screen at once when the login changes", async () => {
    const next = deferred<string>();
    const load = jest
      .fn<Promise<string>, [AbortSignal]>()
      .mockResolvedValue('logged out')
      .mockResolvedValueOnce('first member')
      .mockReturnValueOnce(next.promise);
    const { result } = renderHook(() => useRequest(A, load));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'first member' }));

    act(() => setAuthToken('another member'));
    expect(result.current.status).toBe('loading');
    await act(async () => next.resolve('second member'));
    expect(result.current).toMatchObject({ status: 'success', data: 'second member' });
    await act(async () => setAuthToken(null));
  });
});
