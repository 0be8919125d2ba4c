import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  ShopPaymentSchema,
  ShopPaymentStatusAnswerSchema,
  type CreateShopPaymentBody,
  type ShopPayment,
  type ShopPaymentStatusAnswer,
} from '@chokdee/shared-contract/schemas/shop-payment';
import type { CallOptions } from '@chokdee/shared-kernel/api/call-options';
import { request } from '@chokdee/shared-kernel/api/client';
import { afterChange } from '@chokdee/shared-kernel/api/request-cache';
import { requestGroups } from '@chokdee/shared-kernel/api/request-keys';

/** A purchase's payment on the shop host (spec §7 Purchases). */
const PURCHASES = '/api/public/v1/purchases';

/** POST /purchases/{id}/payments: the purchase's payment (made once; a repeat answers the same one). */
export async function createShopPayment(
  purchaseId: number,
  body: CreateShopPaymentBody = {},
  options: CallOptions = {},
): Promise<ShopPayment> {
  return (
    await afterChange(
      request(dataEnvelope(ShopPaymentSchema), `${PURCHASES}/${purchaseId}/payments`, {
        base: 'shop',
        method: 'post',
        json: body,
        ...options,
      }),
      requestGroups.purchases,
    )
  ).data;
}

/** GET /purchases/{id}/payments/{paymentId}/status: polled while the member pays. */
export async function fetchShopPaymentStatus(
  purchaseId: number,
  paymentId: number,
  options: CallOptions = {},
): Promise<ShopPaymentStatusAnswer> {
  return (
    await request(
      dataEnvelope(ShopPaymentStatusAnswerSchema),
      `${PURCHASES}/${purchaseId}/payments/${paymentId}/status`,
      { base: 'shop', ...options },
    )
  ).data;
}
