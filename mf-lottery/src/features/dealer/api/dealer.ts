import type { z } from 'zod';
import type { LoginBody } from '@chokdee/shared-contract/schemas/auth';
import { TokenResultSchema } from '@chokdee/shared-contract/schemas/auth';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  DealerOrderSchema,
  type DealerOrder,
  type SlipDecisionBody,
} from '@chokdee/shared-contract/schemas/order';
import { request } from '@chokdee/shared-kernel/api/client';
import type { CallOptions } from '@chokdee/shared-kernel/api/call-options';
import { fetchPrivateFile, type OrderPageQuery } from '@chokdee/shared-kernel/api/orders';
import { afterChange } from '@chokdee/shared-kernel/api/request-cache';
import { requestGroups } from '@chokdee/shared-kernel/api/request-keys';

const DEALER = '/public/bos/v1/dealer';

const TokenEnvelope = dataEnvelope(TokenResultSchema);
const DealerOrderEnvelope = dataEnvelope(DealerOrderSchema);
export const DealerOrderPageSchema = pageEnvelope(DealerOrderSchema);
export type DealerOrderPage = z.infer<typeof DealerOrderPageSchema>;

const orderPath = (code: string) => `${DEALER}/orders/${encodeURIComponent(code)}`;

/** Phone + password of a user with the dealer scope → bearer token; anyone else gets a Thai 401. */
export async function postDealerLogin(body: LoginBody, options: CallOptions = {}): Promise<string> {
  const answer = await request(TokenEnvelope, `${DEALER}/auth/login`, {
    method: 'post',
    json: body,
    ...options,
  });
  return answer.data.token;
}

/** Orders of the dealer's store, with the buyer's name and phone; 401/403 when not a dealer. */
export async function fetchDealerOrders(
  query: OrderPageQuery = {},
  options: CallOptions = {},
): Promise<DealerOrderPage> {
  return request(DealerOrderPageSchema, `${DEALER}/orders`, { searchParams: { ...query }, ...options });
}

/** The slip of one of the store's orders, as the member uploaded it (image or PDF). */
export async function fetchDealerOrderSlip(code: string, options: CallOptions = {}): Promise<Blob> {
  return fetchPrivateFile(`${orderPath(code)}/slip`, options);
}

/**
 * Confirm → `ordered` (the tickets are sold); reject with a reason → back to `reserved`, with a
 * fresh time to pay. Answers the order as it is now.
 */
export async function postSlipDecision(
  code: string,
  body: SlipDecisionBody,
  options: CallOptions = {},
): Promise<DealerOrder> {
  const answer = await afterChange(
    request(DealerOrderEnvelope, `${orderPath(code)}/slip-decision`, {
      method: 'post',
      json: body,
      ...options,
    }),
    requestGroups.dealerOrders,
  );
  return answer.data;
}
