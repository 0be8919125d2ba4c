import { act, render, screen } from '@testing-library/react';
import { emit } from '@chokdee/shared-kernel/events';
import { showToast, TOAST_DURATION_MS } from './toast-store';
import { ToastViewport } from './toast-viewport';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("shows a remote's toast from the kernel event, politely, for 2000 ms", () => {
  render(<ToastViewport />);
  act(() => emit('toast:show', { message: 'เพิ่มลงตะกร้าแล้ว' }));
  expect(screen.getByRole('status')).toHaveTextContent('เพิ่มลงตะกร้าแล้ว');
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
  expect(screen.getByRole('status')).toHaveTextContent('เพิ่มลงตะกร้าแล้ว');
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('announces a failure as an alert', () => {
  render(<ToastViewport />);
  act(() => emit('toast:show', { message: 'ไม่สามารถดำเนินการได้', tone: 'error' }));
  act(() => {
    showToast('บันทึกแล้ว', 'info');
  });
  expect(screen.getByRole('alert')).toHaveTextContent('ไม่สามารถดำเนินการได้');
  expect(screen.getByRole('alert')).not.toHaveTextContent('บันทึกแล้ว');
  expect(screen.getByRole('status')).toHaveTextContent('บันทึกแล้ว');
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
});

it('stops listening once the viewport is gone', () => {
  const { unmount } = render(<ToastViewport />);
  unmount();
  render(<ToastViewport />);
  act(() => emit('toast:show', { message: 'ครั้งเดียว' }));
  expect(screen.getAllByText('ครั้งเดียว')).toHaveLength(1);
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
});
