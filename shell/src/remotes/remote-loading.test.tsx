import { act, render, screen } from '@testing-library/react';
import { RemoteLoading } from './remote-loading';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows the loading overlay only after the 50 ms throttle', () => {
  render(<RemoteLoading />);
  const status = screen.getByRole('status');
  expect(status.className).toMatch(/loadingPending/);
  act(() => jest.advanceTimersByTime(49));
  expect(status.className).toMatch(/loadingPending/);
  act(() => jest.advanceTimersByTime(1));
  expect(status.className).not.toMatch(/loadingPending/);
});
