import { firstPageSettled, markPageSettled } from './first-page-settled';

jest.useFakeTimers();

it('waits for the page’s remote, or for the fallback when the page mounts none', async () => {
  const done = jest.fn();
  void firstPageSettled(3000).then(done);
  jest.advanceTimersByTime(2999);
  await Promise.resolve();
  expect(done).not.toHaveBeenCalled();
  markPageSettled();
  await Promise.resolve();
  await Promise.resolve();
  expect(done).toHaveBeenCalled();
});
