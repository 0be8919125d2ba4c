import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  StoreClaimFeeSchema,
  type StoreClaimFee,
  type StoreClaimFeeBody,
} from '@chokdee/shared-contract/schemas/prize-claim';
import { request } from '@chokdee/shared-kernel/api/client';
import type { CallOptions } from '@chokdee/shared-kernel/api/call-options';
import { DEALER_CLAIMS } from './dealer-prize-claims';

const FEE_PATH = `${DEALER_CLAIMS}/fee`;
const FeeEnvelope = dataEnvelope(StoreClaimFeeSchema);

/** The store's cash-out fee (null = the site's default) and the site's default beside it. */
export async function fetchClaimFee(options: CallOptions = {}): Promise<StoreClaimFee> {
  return (await request(FeeEnvelope, FEE_PATH, options)).data;
}

/** Sets the store's fee, or null to follow the site's default; answers the fee as saved. */
export async function putClaimFee(
  body: StoreClaimFeeBody,
  options: CallOptions = {},
): Promise<StoreClaimFee> {
  return (await request(FeeEnvelope, FEE_PATH, { method: 'put', json: body, ...options })).data;
}
