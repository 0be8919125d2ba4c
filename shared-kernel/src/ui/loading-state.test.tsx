import { act, render, screen } from '@testing-library/react';
import { SPINNER_THROTTLE_MS } from '@chokdee/shared-contract/rules/timings';
import { LoadingState } from './loading-state';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('keeps the spinner hidden for the 400 ms throttle, then shows it', () => {
  render(<LoadingState label="กำลังโหลด…" />);
  const status = screen.getByRole('status');
  expect(SPINNER_THROTTLE_MS).toBe(400);
  expect(status.className).toMatch(/pending/);
  act(() => jest.advanceTimersByTime(399));
  expect(status.className).toMatch(/pending/);
  act(() => jest.advanceTimersByTime(1));
  expect(status.className).not.toMatch(/pending/);
  expect(status).toHaveTextContent('กำลังโหลด…');
});

it('a fast answer never shows it: unmounted before 400 ms, nothing was visible', () => {
  const view = render(<LoadingState label="กำลังโหลด…" />);
  act(() => jest.advanceTimersByTime(200));
  expect(screen.getByRole('status').className).toMatch(/pending/);
  view.unmount();
  expect(jest.getTimerCount()).toBe(0);
});
