import { act, render, screen } from '@testing-library/react';
import { emit } from '@chokdee/shared-kernel/events';
import { PROGRESS_FAIL_MS, PROGRESS_THROTTLE_MS } from './progress-controller';
import { RouteProgressBar } from './route-progress-bar';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderBar() {
  render(<RouteProgressBar />);
}

it('appears labelled after 200 ms of an API call and turns red when it fails', () => {
  renderBar();
  act(() => emit('request:start', {}));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(PROGRESS_THROTTLE_MS));
  const bar = screen.getByRole('progressbar', { name: 'กำลังโหลด' });
  expect(bar).toHaveAttribute('data-phase', 'running');
  expect(bar.style.getPropertyValue('--cd-progress-duration')).toBe('5000ms');
  act(() => emit('request:end', { ok: false }));
  expect(screen.getByRole('progressbar')).toHaveAttribute('data-phase', 'failed');
  act(() => jest.advanceTimersByTime(PROGRESS_FAIL_MS));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

it('stays hidden for a quick call', () => {
  renderBar();
  act(() => emit('request:start', {}));
  act(() => emit('request:end', { ok: true }));
  act(() => jest.advanceTimersByTime(PROGRESS_THROTTLE_MS * 10));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});
