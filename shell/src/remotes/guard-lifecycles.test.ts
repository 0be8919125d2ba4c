import { guardLifecycles } from './guard-lifecycles';

const props = { remoteName: 'mf_lottery', slot: 'main' } as never;

function config(overrides: Record<string, unknown> = {}) {
  return {
    name: 'mf_lottery',
    bootstrap: jest.fn(async () => {}),
    mount: jest.fn(async () => {}),
    unmount: jest.fn(async () => {}),
    ...overrides,
  };
}

it('passes the props through to the remote lifecycles', async () => {
  const original = config();
  const guarded = guardLifecycles(original, jest.fn());
  await (guarded.mount as (p: never) => Promise<unknown>)(props);
  expect(original.mount).toHaveBeenCalledWith(props);
  expect((guarded as { update?: unknown }).update).toBeUndefined();
});

it('reports a failing mount instead of rejecting', async () => {
  const onError = jest.fn();
  const error = new Error('boom');
  const guarded = guardLifecycles(config({ mount: async () => Promise.reject(error) }), onError);
  await expect((guarded.mount as (p: never) => Promise<unknown>)(props)).resolves.toBeUndefined();
  expect(onError).toHaveBeenCalledWith(error);
});

it('swallows a failing unmount without reporting it', async () => {
  const onError = jest.fn();
  const guarded = guardLifecycles(
    config({ unmount: async () => Promise.reject(new Error('no root')) }),
    onError,
  );
  await expect((guarded.unmount as (p: never) => Promise<unknown>)(props)).resolves.toBeUndefined();
  expect(onError).not.toHaveBeenCalled();
});

it('runs an array of lifecycles in order', async () => {
  const order: string[] = [];
  const guarded = guardLifecycles(
    config({
      mount: [
        async () => {
          order.push('first');
        },
        async () => {
          order.push('second');
        },
      ],
    }),
    jest.fn(),
  );
  await (guarded.mount as (p: never) => Promise<unknown>)(props);
  expect(order).toEqual(['first', 'second']);
});
