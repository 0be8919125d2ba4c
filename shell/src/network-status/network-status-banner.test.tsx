import { act, cleanup, render, screen } from '@testing-library/react';
import { BACK_ONLINE_MS } from './network-notice-store';
import { NetworkStatusBanner } from './network-status-banner';

function setOnLine(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

function goOffline() {
  setOnLine(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  setOnLine(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  setOnLine(true);
});
afterEach(() => {
  // Unmount, then let nanostores' unmount delay pass: the next test starts with a fresh store.
  cleanup();
  act(() => jest.advanceTimersByTime(5000));
  jest.useRealTimers();
});

it('says nothing while online', () => {
  render(<NetworkStatusBanner />);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('tells the visitor the connection is lost, then back for a moment', () => {
  render(<NetworkStatusBanner />);
  goOffline();
  expect(screen.getByRole('status')).toHaveTextContent('ไม่มีการเชื่อมต่ออินเทอร์เน็ต');
  goOnline();
  expect(screen.getByRole('status')).toHaveTextContent('กลับมาออนไลน์แล้ว');
  act(() => jest.advanceTimersByTime(BACK_ONLINE_MS));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('shows offline from the start when the page opens without a connection', () => {
  setOnLine(false);
  render(<NetworkStatusBanner />);
  expect(screen.getByRole('status')).toHaveTextContent('ไม่มีการเชื่อมต่ออินเทอร์เน็ต');
});

it('keeps saying offline if the connection drops again while "back online" shows', () => {
  render(<NetworkStatusBanner />);
  goOffline();
  goOnline();
  goOffline();
  act(() => jest.advanceTimersByTime(BACK_ONLINE_MS));
  expect(screen.getByRole('status')).toHaveTextContent('ไม่มีการเชื่อมต่ออินเทอร์เน็ต');
});
