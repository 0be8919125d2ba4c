import type { TruckStore } from '@chokdee/shared-contract/schemas/truck';
import {
  $shownLayers,
  resetScreenLayers,
  SCREEN_LAYER_ATTRIBUTE,
} from '@chokdee/shared-kernel/screen/screen-layers';
import { act, render, screen, waitFor } from '@testing-library/react';
import { clearTruckSession, saveTruckSession } from '../stores/truck-session';
import { TRUCK_BAR_LAYER, TruckBottomBar } from './truck-bottom-bar';

jest.mock('idb-keyval', () => ({
  createStore: () => 's',
  set: jest.fn(),
  del: jest.fn(),
  values: () => Promise.resolve([]),
}));

const store: TruckStore = {
  code: 'CD1007',
  name: 'ร้านโชคดีสีลม',
  user_code: 'U1',
  operators_can_logout: true,
  promptpay_id: null,
  draw_date: '2026-12-01',
  is_store_open: true,
};

afterEach(() => {
  clearTruckSession();
  resetScreenLayers();
});

test('shows nothing and asks for no room while no operator is logged in to a truck store', () => {
  clearTruckSession();
  const { container } = render(<TruckBottomBar />);
  expect(container).toBeEmptyDOMElement();
  expect($shownLayers.get().has(TRUCK_BAR_LAYER.id)).toBe(false);
});

test('docks home and the cart through the screen manager once the operator logs in, and goes at logout', async () => {
  render(<TruckBottomBar />);
  act(() => saveTruckSession({ token: 'op', operator: { id: 1, username: 'op', name: 'น้องฝน' }, store }));
  const bar = screen.getByRole('navigation', { name: 'เมนูรถขายสลาก' });
  expect(bar.parentElement).toHaveAttribute(SCREEN_LAYER_ATTRIBUTE, TRUCK_BAR_LAYER.id);
  // The layer registers just after React's commit (outside-commit.ts).
  await waitFor(() => expect($shownLayers.get().has(TRUCK_BAR_LAYER.id)).toBe(true));
  expect(screen.getByRole('link', { name: 'ตะกร้า' })).toHaveAttribute('href', '/truck/store/cart');

  act(() => clearTruckSession());
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  await waitFor(() => expect($shownLayers.get().has(TRUCK_BAR_LAYER.id)).toBe(false));
});
