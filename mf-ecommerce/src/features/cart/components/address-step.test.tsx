import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { fetchAddresses } from '@chokdee/shared-kernel/api/member';
import { createPurchase, fetchShopCart } from '../../../api/shop';
import { BUYER_REQUIREMENT_MESSAGES } from '@chokdee/shared-contract/rules/buyer-requirements';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import type { Address } from '@chokdee/shared-contract/schemas/address';
import type { ShopCart } from '@chokdee/shared-contract/schemas/shop';
import { setUser } from '@chokdee/shared-kernel/stores/auth';
import { $intentUrl, clearIntent } from '@chokdee/shared-kernel/stores/intent';
import { invalidate } from '@chokdee/shared-kernel/api/request-cache';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';
import { ECOM_CART_STORAGE_KEY } from '../../../lib/cart-rules';
import { $cartPanelOpen, openCartPanel } from '../../../stores/ecommerce-cart';
import { AddressStep } from './address-step';

jest.mock('@chokdee/shared-kernel/api/member', () => ({ fetchAddresses: jest.fn() }));
jest.mock('../../../api/shop', () => ({ fetchShopCart: jest.fn(), createPurchase: jest.fn() }));

const home: Address = {
  id: 3,
  name: 'บ้าน',
  recipient: 'สมชาย ใจดี',
  tel: '0812345678',
  address: '99/1 ถนนเจริญกรุง',
  sub_district: 'สี่พระยา',
  district: 'บางรัก',
  province: 'กรุงเทพมหานคร',
  zip_code: '10500',
};
const cart: ShopCart = {
  key: 'cart-key',
  items: [],
  total_quantity: 1,
  total_price: 900,
  original_total_price: 900,
  saving: 0,
};

beforeEach(() => {
  clearIntent();
  setUser(authUserFixture());
  localStorage.setItem(ECOM_CART_STORAGE_KEY, 'cart-key');
  window.history.replaceState(null, '', '/ecommerce/store/AM0001');
  jest.mocked(fetchAddresses).mockResolvedValue([home]);
  jest.mocked(fetchShopCart).mockResolvedValue(cart);
});

test('an order refused until the phone is verified says so in Thai, closes the panel and leads to verifying it', async () => {
  const user = userEvent.setup();
  jest.mocked(createPurchase).mockRejectedValue(
    new ApiRequestError({
      message: BUYER_REQUIREMENT_MESSAGES.phone_not_verified,
      errors: [],
      status: 403,
      code: 'phone_not_verified',
    }),
  );
  openCartPanel();
  render(<AddressStep shownTotal={900} defaultName="สมชาย ใจดี" onBack={jest.fn()} />);
  await screen.findByText('บ้าน');
  await user.click(screen.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(BUYER_REQUIREMENT_MESSAGES.phone_not_verified);
  await user.click(within(alert).getByRole('button', { name: 'ยืนยันเบอร์โทรศัพท์' }));
  expect($cartPanelOpen.get()).toBe(false);
  expect(window.location.pathname).toBe('/members/verify-phone');
  expect($intentUrl.get()).toBe('/ecommerce/store/AM0001');
});

test("'กรุณาเลือกที่อยู่' goes as soon as the member has an address", async () => {
  const user = userEvent.setup();
  jest.mocked(fetchAddresses).mockResolvedValue([]);
  openCartPanel();
  render(<AddressStep shownTotal={900} defaultName="สมชาย ใจดี" onBack={jest.fn()} />);
  await user.click(await screen.findByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));
  expect(await screen.findByText('กรุณาเลือกที่อยู่')).toBeInTheDocument();

  // An address added (here or in another app on the page) reaches the step through the cache.
  jest.mocked(fetchAddresses).mockResolvedValue([home]);
  await act(() => invalidate(requestKeys.member.addresses));

  expect(await screen.findByText('บ้าน')).toBeInTheDocument();
  expect(screen.queryByText('กรุณาเลือกที่อยู่')).not.toBeInTheDocument();
});
