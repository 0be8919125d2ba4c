import { startInStages } from './start-in-stages';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('starts each stage after the one before has finished, in a task of its own', async () => {
  const started: string[] = [];
  let finishFirst!: () => void;
  const first = () => {
    started.push('react');
    return new Promise<void>((resolve) => (finishFirst = resolve));
  };
  const second = async () => {
    started.push('shell');
  };
  const done = startInStages([first, second]);

  expect(started).toEqual(['react']);
  finishFirst();
  await Promise.resolve();
  await Promise.resolve();
  // Finished, but the next stage waits for a task of its own, not a microtask of this one.
  expect(started).toEqual(['react']);

  await jest.runAllTimersAsync();
  await done;
  expect(started).toEqual(['react', 'shell']);
});

it('stops at a stage that fails, and rejects with its error', async () => {
  const later = jest.fn(async () => undefined);
  const done = startInStages([() => Promise.reject(new Error('chunk failed')), later]);
  await expect(done).rejects.toThrow('chunk failed');
  expect(later).not.toHaveBeenCalled();
});
