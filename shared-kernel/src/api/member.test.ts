/** @jest-environment node */
import { setAuthToken, clearAuthToken } from './auth-token';
import { jsonResponse, mockFetch, type FetchMock } from '../testing/mock-fetch';
import { ApiRequestError } from './client';
import { configureApi } from './config';
import {
  createAddress,
  deleteAddress,
  fetchAddresses,
  fetchBankAccount,
  fetchBanks,
  fetchPointsBalance,
  fetchRedemption,
  fetchRedemptions,
  fetchReward,
  fetchRewards,
  redeemReward,
  saveBankAccount,
  searchThaiAddresses,
  updateAddress,
} from './member';

const address = {
  id: 7,
  name: 'บ้าน',
  recipient: 'สมชาย ใจดี',
  address: '99/1 ถนนเจริญกรุง',
  sub_district: 'สี่พระยา',
  district: 'บางรัก',
  province: 'กรุงเทพมหานคร',
  zip_code: '10500',
  tel: '0812345678',
};
const { id: _id, ...addressBody } = address;
const bankAccount = {
  bank_code: 'KBANK',
  bank_name: 'ธนาคารกสิกรไทย',
  account_number: '1234567890',
  account_name: 'สมชาย',
};
const reward = {
  code: 'TOTE-BAG',
  name: 'กระเป๋าผ้าโชคดี',
  description: 'กระเป๋าผ้า',
  image: { url: 'http://api.test/static/rewards/tote-bag.svg' },
  points: 300,
  stock: 50,
  variants: [{ code: 'NAVY', name: 'สีกรมท่า', stock: 20 }],
  is_new: false,
};
const redemption = {
  code: 'RD-ABCDEFGH12',
  reward_code: 'TOTE-BAG',
  reward_name: 'กระเป๋าผ้าโชคดี',
  reward_variant_code: 'NAVY',
  reward_variant_name: 'สีกรมท่า',
  image: reward.image,
  quantity: 1,
  points: 300,
  total_points: 300,
  status: 'prepare_to_ship',
  created_at: '2026-11-21T18:00:00.000+07:00',
};

let fetchMock: FetchMock;

/** Answers by "METHOD path" and records what was sent. */
function serve(routes: Record<string, { status?: number; body: unknown }>): FetchMock {
  fetchMock = mockFetch((req) => {
    const { pathname } = new URL(req.url);
    const route = routes[`${req.method} ${pathname}`];
    return route
      ? jsonResponse(route.body, route.status ?? 200)
      : jsonResponse({ message: 'ไม่พบหน้าที่ต้องการ', errors: [], status: 404 }, 404);
  });
  return fetchMock;
}

beforeAll(() => configureApi({ publicUrl: 'http://api.test', shopUrl: 'http://shop.test' }));
afterEach(() => {
  fetchMock.restore();
  clearAuthToken();
});

test('banks and the bank account go to the public host, with the member token', async () => {
  setAuthToken('tok');
  const { calls } = serve({
    'GET /public/v2/banks': { body: { data: [{ code: 'BBL', name: 'ธนาคารกรุงเทพ' }] } },
    'GET /public/v2/members/bank-account': { body: { data: null } },
    'PUT /public/v2/members/bank-account': { body: { data: bankAccount } },
  });
  await expect(fetchBanks()).resolves.toEqual([{ code: 'BBL', name: 'ธนาคารกรุงเทพ' }]);
  await expect(fetchBankAccount()).resolves.toBeNull();
  const body = { bank_code: 'KBANK', account_number: '1234567890', account_name: 'สมชาย' };
  await expect(saveBankAccount(body)).resolves.toEqual(bankAccount);
  expect(calls[1]?.url).toBe('http://api.test/public/v2/members/bank-account');
  expect(calls[2]?.headers.get('authorization')).toBe('Bearer tok');
  await expect(calls[2]?.json()).resolves.toEqual(body);
});

test('addresses and the Thai address search go to the shop host', async () => {
  const place = { sub_district: 'สี่พระยา', district: 'บางรัก', province: 'กรุงเทพมหานคร', zip_code: '10500' };
  const { calls } = serve({
    'GET /api/public/v1/members/addresses': { body: { data: [address] } },
    'POST /api/public/v1/members/addresses': { status: 201, body: { data: address } },
    'PUT /api/public/v1/members/addresses/7': { body: { data: address } },
    'DELETE /api/public/v1/members/addresses/7': { body: { data: null } },
    'GET /api/public/v1/thai-addresses': { body: { data: [place] } },
  });
  await expect(fetchAddresses()).resolves.toEqual([address]);
  await expect(createAddress(addressBody)).resolves.toEqual(address);
  await expect(updateAddress(7, addressBody)).resolves.toEqual(address);
  await expect(deleteAddress(7)).resolves.toBeUndefined();
  await expect(searchThaiAddresses('สี่พระยา')).resolves.toEqual([place]);
  expect(calls.every((c) => c.url.startsWith('http://shop.test/api/public/v1/'))).toBe(true);
  expect(new URL(calls[4]?.url ?? '').searchParams.get('q')).toBe('สี่พระยา');
});

test('points, rewards and redemptions unwrap their data', async () => {
  const { calls } = serve({
    'GET /public/v1/points/balance': { body: { data: { balance: 100 } } },
    'GET /public/v1/rewards': { body: { data: [reward] } },
    'GET /public/v1/rewards/TOTE-BAG': { body: { data: reward } },
    'POST /public/v1/reward-redemptions': { status: 201, body: { data: redemption } },
    'GET /public/v1/reward-redemptions': { body: { data: [redemption] } },
    'GET /public/v1/reward-redemptions/RD-ABCDEFGH12': { body: { data: redemption } },
  });
  await expect(fetchPointsBalance()).resolves.toEqual({ balance: 100, pending_welcome_points: 0 });
  await expect(fetchRewards()).resolves.toEqual([reward]);
  await expect(fetchReward('TOTE-BAG')).resolves.toEqual(reward);
  const body = { reward_code: 'TOTE-BAG', reward_variant_code: 'NAVY', quantity: 1 };
  await expect(redeemReward(body)).resolves.toEqual(redemption);
  await expect(calls[3]?.json()).resolves.toEqual(body);
  await expect(fetchRedemptions()).resolves.toEqual([redemption]);
  await expect(fetchRedemption('RD-ABCDEFGH12')).resolves.toEqual(redemption);
});

test('a refused redemption rejects with the API’s Thai error', async () => {
  const refusal = { message: 'แต้มสะสมไม่เพียงพอ', errors: [], status: 422 };
  serve({ 'POST /public/v1/reward-redemptions': { status: 422, body: refusal } });
  const error: unknown = await redeemReward({ reward_code: 'TOTE-BAG', quantity: 1 }).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  expect((error as ApiRequestError).error).toEqual(refusal);
});

test('an unknown reward code rejects with 404', async () => {
  serve({});
  await expect(fetchReward('NOPE')).rejects.toMatchObject({ error: { status: 404 } });
});
