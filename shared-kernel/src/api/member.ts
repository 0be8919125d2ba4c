// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import {
  AddressSchema,
  ThaiAddressSchema,
  type Address,
  type AddressBody,
  type ThaiAddress,
} from '@chokdee/shared-contract/schemas/address';
import {
  BankAccountSchema,
  BankSchema,
  type Bank,
  type BankAccount,
  type BankAccountBody,
} from '@chokdee/shared-contract/schemas/bank';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { PointsBalanceSchema, type PointsBalance } from '@chokdee/shared-contract/schemas/points';
import {
  RedemptionSchema,
  RewardSchema,
  type Redemption,
  type Reward,
  type RewardRedemptionBody,
} from '@chokdee/shared-contract/schemas/reward';
import { request } from './client';
import type { CallOptions } from './call-options';
import { afterChange } from './request-cache';
import { requestGroups, requestKeys } from './request-keys';

const BankList = dataEnvelope(z.array(BankSchema));
const BankAccountEnvelope = dataEnvelope(BankAccountSchema);
const OptionalBankAccount = dataEnvelope(z.nullable(BankAccountSchema));
const AddressList = dataEnvelope(z.array(AddressSchema));
const AddressEnvelope = dataEnvelope(AddressSchema);
const Empty = dataEnvelope(z.null());
const ThaiAddressList = dataEnvelope(z.array(ThaiAddressSchema));
const BalanceEnvelope = dataEnvelope(PointsBalanceSchema);
const RewardList = dataEnvelope(z.array(RewardSchema));
const RewardEnvelope = dataEnvelope(RewardSchema);
const RedemptionList = dataEnvelope(z.array(RedemptionSchema));
const RedemptionEnvelope = dataEnvelope(RedemptionSchema);

const ADDRESSES = '/api/public/v1/members/addresses';

/** The 20 banks of spec §3 with their Thai names. */
export async function fetchBanks(options: CallOptions = {}): Promise<Bank[]> {
  return (await request(BankList, '/public/v2/banks', options)).data;
}

/** The member's bank account, or null before one is saved. */
export async function fetchBankAccount(options: CallOptions = {}): Promise<BankAccount | null> {
  return (await request(OptionalBankAccount, '/public/v2/members/bank-account', options)).data;
}

/** Saves (creates or replaces) the member's bank account. */
export async function saveBankAccount(
  body: BankAccountBody,
  options: CallOptions = {},
): Promise<BankAccount> {
  const answer = await afterChange(
    request(BankAccountEnvelope, '/public/v2/members/bank-account', {
      method: 'put',
      json: body,
      ...options,
    }),
    requestKeys.member.bankAccount,
  );
  return answer.data;
}

/** The member's addresses, oldest first (shop host, spec §7). */
export async function fetchAddresses(options: CallOptions = {}): Promise<Address[]> {
  return (await request(AddressList, ADDRESSES, { base: 'shop', ...options })).data;
}

export async function createAddress(body: AddressBody, options: CallOptions = {}): Promise<Address> {
  const answer = await afterChange(
    request(AddressEnvelope, ADDRESSES, {
      base: 'shop',
      method: 'post',
      json: body,
      ...options,
    }),
    requestGroups.addresses,
  );
  return answer.data;
}

export async function updateAddress(
  id: number,
  body: AddressBody,
  options: CallOptions = {},
): Promise<Address> {
  const answer = await afterChange(
    request(AddressEnvelope, `${ADDRESSES}/${id}`, {
      base: 'shop',
      method: 'put',
      json: body,
      ...options,
    }),
    requestGroups.addresses,
  );
  return answer.data;
}

export async function deleteAddress(id: number, options: CallOptions = {}): Promise<void> {
  await afterChange(
    request(Empty, `${ADDRESSES}/${id}`, { base: 'shop', method: 'delete', ...options }),
    requestGroups.addresses,
  );
}

/**
 * Address autocomplete: at most 20 places whose sub-district, district, province or zip code
 * matches `q` (2+ characters). The data set stays on the server.
 */
export async function searchThaiAddresses(q: string, options: CallOptions = {}): Promise<ThaiAddress[]> {
  const answer = await request(ThaiAddressList, '/api/public/v1/thai-addresses', {
    base: 'shop',
    searchParams: { q },
    ...options,
  });
  return answer.data;
}

export async function fetchPointsBalance(options: CallOptions = {}): Promise<PointsBalance> {
  return (await request(BalanceEnvelope, '/public/v1/points/balance', options)).data;
}

export async function fetchRewards(options: CallOptions = {}): Promise<Reward[]> {
  return (await request(RewardList, '/public/v1/rewards', options)).data;
}

/** One reward; an unknown code rejects with status 404. */
export async function fetchReward(code: string, options: CallOptions = {}): Promise<Reward> {
  return (await request(RewardEnvelope, `/public/v1/rewards/${encodeURIComponent(code)}`, options)).data;
}

/** Redeems a reward for points; short points or stock reject with status 422 and a Thai message. */
export async function redeemReward(
  body: RewardRedemptionBody,
  options: CallOptions = {},
): Promise<Redemption> {
  const answer = await afterChange(
    request(RedemptionEnvelope, '/public/v1/reward-redemptions', {
      method: 'post',
      json: body,
      ...options,
    }),
    requestKeys.member.points,
    requestGroups.rewards,
    requestGroups.redemptions,
  );
  return answer.data;
}

/** The member's redemptions, newest first. */
export async function fetchRedemptions(options: CallOptions = {}): Promise<Redemption[]> {
  return (await request(RedemptionList, '/public/v1/reward-redemptions', options)).data;
}

export async function fetchRedemption(code: string, options: CallOptions = {}): Promise<Redemption> {
  const path = `/public/v1/reward-redemptions/${encodeURIComponent(code)}`;
  return (await request(RedemptionEnvelope, path, options)).data;
}
