import { z } from 'zod';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  TicketSearchResultSchema,
  type TicketSearchResult,
} from '@chokdee/shared-contract/schemas/ticket-search';
import {
  DealerTruckOperatorSchema,
  DealerTruckSettingsSchema,
  FoodTruckListSchema,
  TruckClaimSchema,
  TruckPromptPayQrSchema,
  TruckSaleSchema,
  TruckOperatorPasswordResetSchema,
  TruckOperatorSalesPageSchema,
  TruckSessionInfoSchema,
  TruckSessionSchema,
  type DealerTruckOperator,
  type TruckOperatorPasswordReset,
  type TruckOperatorPasswordResetBody,
  type TruckOperatorSalesPage,
  type TruckOperatorSalesQuery,
  type DealerTruckSettings,
  type DealerTruckSettingsBody,
  type FoodTruckList,
  type TruckOperatorCreateBody,
  type TruckOperatorUpdateBody,
  type TruckClaim,
  type TruckClaimBody,
  type TruckLoginBody,
  type TruckPromptPayQr,
  type TruckSale,
  type TruckSaleBody,
  type TruckSession,
  type TruckSessionInfo,
} from '@chokdee/shared-contract/schemas/truck';
import type { CallOptions } from '@chokdee/shared-kernel/api/call-options';
import { request } from '@chokdee/shared-kernel/api/client';
import { afterChange } from '@chokdee/shared-kernel/api/request-cache';
import { requestGroups } from '@chokdee/shared-kernel/api/request-keys';

/** Spec §7 Truck dealers; every /truck/v1 call carries the operator's token, never the member's. */
const TRUCK = '/truck/v1';

const operator = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function truckLogin(body: TruckLoginBody, options: CallOptions = {}): Promise<TruckSession> {
  return (
    await request(dataEnvelope(TruckSessionSchema), `${TRUCK}/dealers/login`, {
      base: 'truck',
      method: 'post',
      json: body,
      ...options,
    })
  ).data;
}

/** 403 (ApiRequestError) when the store does not let operators log out themselves. */
export async function truckLogout(token: string, options: CallOptions = {}): Promise<void> {
  await request(dataEnvelope(z.null()), `${TRUCK}/dealers/logout`, {
    base: 'truck',
    method: 'post',
    headers: operator(token),
    ...options,
  });
}

export async function fetchTruckSession(token: string, options: CallOptions = {}): Promise<TruckSessionInfo> {
  return (
    await request(dataEnvelope(TruckSessionInfoSchema), `${TRUCK}/dealers/me`, {
      base: 'truck',
      headers: operator(token),
      ...options,
    })
  ).data;
}

/** The operator's store's tickets matching a pattern (`__12__`…) in the current draw. */
export async function searchTruckTickets(
  token: string,
  pattern: string,
  options: CallOptions & { limit?: number } = {},
): Promise<TicketSearchResult> {
  const { limit, ...rest } = options;
  return request(TicketSearchResultSchema, `${TRUCK}/tickets/search`, {
    base: 'truck',
    headers: operator(token),
    searchParams: { pattern, limit },
    ...rest,
  });
}

export async function fetchTruckPromptPayQr(
  token: string,
  amount: number,
  options: CallOptions = {},
): Promise<TruckPromptPayQr> {
  return (
    await request(dataEnvelope(TruckPromptPayQrSchema), `${TRUCK}/promptpay-qr`, {
      base: 'truck',
      headers: operator(token),
      searchParams: { amount },
      ...options,
    })
  ).data;
}

/**
 * Sends a sale. `idempotencyKey` is made once on the device when the sale is made and sent again
 * on every retry: a retry answers the first sale (`replayed: true`) and never sells twice.
 */
export async function createTruckSale(
  token: string,
  idempotencyKey: string,
  body: TruckSaleBody,
  options: CallOptions = {},
): Promise<TruckSale> {
  return (
    await afterChange(
      request(dataEnvelope(TruckSaleSchema), `${TRUCK}/sales`, {
        base: 'truck',
        method: 'post',
        headers: { ...operator(token), 'Idempotency-Key': idempotencyKey },
        json: body,
        ...options,
      }),
      requestGroups.truck,
    )
  ).data;
}

/** The operator's latest sales, newest first. */
export async function fetchTruckSales(token: string, options: CallOptions = {}): Promise<TruckSale[]> {
  return (
    await request(dataEnvelope(z.array(TruckSaleSchema)), `${TRUCK}/sales`, {
      base: 'truck',
      headers: operator(token),
      ...options,
    })
  ).data;
}

/** A member claims a receipt's tickets into their safe (member token, public base). */
export async function claimTruckSale(body: TruckClaimBody, options: CallOptions = {}): Promise<TruckClaim> {
  return (
    await afterChange(
      request(dataEnvelope(TruckClaimSchema), '/public/bos/v1/truck-claims', {
        method: 'post',
        json: body,
        ...options,
      }),
      requestGroups.truck,
    )
  ).data;
}

/** The Thai food-truck services page: each truck with today's place and hours. */
export async function fetchFoodTrucks(options: CallOptions = {}): Promise<FoodTruckList> {
  return request(FoodTruckListSchema, '/public/v1/food-trucks', options);
}

/** The dealer's truck staff (the dealer's own token: the member token of a dealer). */
const DEALER_TRUCK = '/public/bos/v1/dealer/truck';

export async function fetchDealerTruck(options: CallOptions = {}): Promise<DealerTruckSettings> {
  return (await request(dataEnvelope(DealerTruckSettingsSchema), DEALER_TRUCK, options)).data;
}

export async function updateDealerTruckSettings(
  body: DealerTruckSettingsBody,
  options: CallOptions = {},
): Promise<DealerTruckSettings> {
  return (
    await afterChange(
      request(dataEnvelope(DealerTruckSettingsSchema), `${DEALER_TRUCK}/settings`, {
        method: 'put',
        json: body,
        ...options,
      }),
      requestGroups.truck,
    )
  ).data;
}

export async function createTruckOperator(
  body: TruckOperatorCreateBody,
  options: CallOptions = {},
): Promise<DealerTruckOperator> {
  return (
    await afterChange(
      request(dataEnvelope(DealerTruckOperatorSchema), `${DEALER_TRUCK}/operators`, {
        method: 'post',
        json: body,
        ...options,
      }),
      requestGroups.truck,
    )
  ).data;
}

/** A new password or `is_active: false` logs the operator out everywhere. */
export async function updateTruckOperator(
  operatorId: number,
  body: TruckOperatorUpdateBody,
  options: CallOptions = {},
): Promise<DealerTruckOperator> {
  return (
    await afterChange(
      request(dataEnvelope(DealerTruckOperatorSchema), `${DEALER_TRUCK}/operators/${operatorId}`, {
        method: 'patch',
        json: body,
        ...options,
      }),
      requestGroups.truck,
    )
  ).data;
}

/**
 * A new password for an operator: the one in `body`, or none and the API makes one (answered once
 * in `generated_password`). Either way the operator is logged out everywhere.
 */
export async function resetTruckOperatorPassword(
  operatorId: number,
  body: TruckOperatorPasswordResetBody,
  options: CallOptions = {},
): Promise<TruckOperatorPasswordReset> {
  return (
    await afterChange(
      request(
        dataEnvelope(TruckOperatorPasswordResetSchema),
        `${DEALER_TRUCK}/operators/${operatorId}/password`,
        { method: 'post', json: body, ...options },
      ),
      requestGroups.truck,
    )
  ).data;
}

/** One page of the operators with their sales in one draw (the one on sale now without a date). */
export async function fetchTruckOperatorSales(
  query: TruckOperatorSalesQuery,
  options: CallOptions = {},
): Promise<TruckOperatorSalesPage> {
  return request(TruckOperatorSalesPageSchema, `${DEALER_TRUCK}/operators/sales`, {
    searchParams: query,
    ...options,
  });
}
