import { truckLogout } from '../api/truck';
import type { TruckStore } from '@chokdee/shared-contract/schemas/truck';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveTruckSession, TRUCK_STORE_KEY } from '../stores/truck-session';
import { TruckMenu } from './truck-menu';

jest.mock('../api/truck', () => ({
  truckLogout: jest.fn(() => Promise.reject(new Error('offline'))),
}));
jest.mock('idb-keyval', () => ({
  createStore: () => 's',
  set: jest.fn(),
  del: jest.fn(),
  values: () => Promise.resolve([]),
}));

const store = (operators_can_logout: boolean): TruckStore => ({
  code: 'CD1007',
  name: 'ร้านโชคดีสีลม',
  user_code: 'U1',
  operators_can_logout,
  promptpay_id: null,
  draw_date: '2026-12-01',
  is_store_open: true,
});
const login = (canLogout: boolean) =>
  saveTruckSession({
    token: 'op',
    operator: { id: 1, username: 'op', name: 'น้องฝน' },
    store: store(canLogout),
  });

test('no logout icon when the store does not allow it', () => {
  login(false);
  render(<TruckMenu />);
  expect(screen.getByText('ร้านโชคดีสีลม')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'ออกจากระบบ' })).not.toBeInTheDocument();
});

test('logout asks with the spec’s text, then removes truck_store and goes to /truck, whatever the API says', async () => {
  login(true);
  window.history.pushState(null, '', '/truck/store');
  render(<TruckMenu />);
  await userEvent.click(screen.getByRole('button', { name: 'ออกจากระบบ' }));
  expect(screen.getByRole('alertdialog')).toHaveTextContent('คุณต้องการออกจากระบบ ?');
  await userEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
  expect(localStorage.getItem(TRUCK_STORE_KEY)).toBe('CD1007');

  await userEvent.click(screen.getByRole('button', { name: 'ออกจากระบบ' }));
  await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
  expect(localStorage.getItem(TRUCK_STORE_KEY)).toBeNull();
  expect(window.location.pathname).toBe('/truck');
  expect(truckLogout).toHaveBeenCalledWith('op');
});
