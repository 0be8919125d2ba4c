import {
  createProgressController,
  PROGRESS_DONE_MS,
  PROGRESS_FAIL_MS,
  PROGRESS_THROTTLE_MS,
} from './progress-controller';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows nothing for a wait shorter than the 200 ms throttle', () => {
  const bar = createProgressController();
  bar.start();
  jest.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1);
  bar.end(true);
  jest.advanceTimersByTime(10_000);
  expect(bar.getPhase()).toBe('idle');
});

it('appears once the wait passes 200 ms, fills up when done and then hides', () => {
  const bar = createProgressController();
  const changes = jest.fn();
  bar.subscribe(changes);
  bar.start();
  jest.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1);
  expect(bar.getPhase()).toBe('idle');
  jest.advanceTimersByTime(1);
  expect(bar.getPhase()).toBe('running');
  bar.end(true);
  expect(bar.getPhase()).toBe('done');
  jest.advanceTimersByTime(PROGRESS_DONE_MS);
  expect(bar.getPhase()).toBe('idle');
  expect(changes).toHaveBeenCalledTimes(3);
});

it('keeps running until the last of several requests ends, and fails red if any failed', () => {
  const bar = createProgressController();
  bar.start();
  bar.start();
  jest.advanceTimersByTime(PROGRESS_THROTTLE_MS);
  bar.end(false);
  expect(bar.getPhase()).toBe('running');
  bar.end(true);
  expect(bar.getPhase()).toBe('failed');
  jest.advanceTimersByTime(PROGRESS_FAIL_MS - 1);
  expect(bar.getPhase()).toBe('failed');
  jest.advanceTimersByTime(1);
  expect(bar.getPhase()).toBe('idle');
});

it('carries on without hiding when a new wait starts while the bar fades', () => {
  const bar = createProgressController();
  bar.start();
  jest.advanceTimersByTime(PROGRESS_THROTTLE_MS);
  bar.end(false);
  bar.start();
  expect(bar.getPhase()).toBe('running');
  jest.advanceTimersByTime(PROGRESS_FAIL_MS);
  expect(bar.getPhase()).toBe('running');
  bar.end(true);
  expect(bar.getPhase()).toBe('done'); // the earlier failure is over
});

it('ignores an end it never saw start, and stops its timers when disposed', () => {
  const bar = createProgressController();
  bar.end(false);
  expect(bar.getPhase()).toBe('idle');
  bar.start();
  bar.dispose();
  jest.advanceTimersByTime(PROGRESS_THROTTLE_MS);
  expect(bar.getPhase()).toBe('idle');
});
