import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { OrderSchema, type Order, type PaymentChannel } from '@chokdee/shared-contract/schemas/order';
import {
  SafeDrawSchema,
  WinHistorySchema,
  type SafeDraw,
  type WinHistory,
} from '@chokdee/shared-contract/schemas/safe';
import { $authToken } from './auth-token';
import { apiErrorFromHttpBody } from './api-request-error';
import { ApiRequestError, request, toApiError } from './client';
import { $apiConfig } from './config';
import type { CallOptions } from './call-options';
import { afterChange } from './request-cache';
import { requestGroups } from './request-keys';

export interface OrderPageQuery {
  status?: string;
  page?: number;
  per_page?: number;
}

const ORDERS = '/public/bos/v1/orders';

const OrderEnvelope = dataEnvelope(OrderSchema);
export const OrderPageSchema = pageEnvelope(OrderSchema);
export type OrderPage = z.infer<typeof OrderPageSchema>;
// The awaiting-payment list may come paged or whole: only `data` is read.
const OrderList = dataEnvelope(z.array(OrderSchema));
const SafeEnvelope = dataEnvelope(z.array(SafeDrawSchema));

/** Slips are uploaded from phones on slow networks: give them more than the default 10 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

const orderPath = (code: string) => `${ORDERS}/${encodeURIComponent(code)}`;

/** One of the member's orders; unknown or another member's → 404. */
export async function fetchOrder(code: string, options: CallOptions = {}): Promise<Order> {
  return (await request(OrderEnvelope, orderPath(code), options)).data;
}

/** The member's order history, newest first, one page at a time. */
export async function fetchOrders(query: OrderPageQuery = {}, options: CallOptions = {}): Promise<OrderPage> {
  return request(OrderPageSchema, ORDERS, { searchParams: { ...query }, ...options });
}

/** The same history, lottery orders only. */
export async function fetchLotteryOrders(
  query: OrderPageQuery = {},
  options: CallOptions = {},
): Promise<OrderPage> {
  return request(OrderPageSchema, `${ORDERS}/lotteries`, { searchParams: { ...query }, ...options });
}

/** Orders awaiting payment: reserved, not timed out (an uploaded slip is a payment). */
export async function fetchReservedOrders(options: CallOptions = {}): Promise<Order[]> {
  return (await request(OrderList, `${ORDERS}/reserved`, options)).data;
}

/**
 * Sends the payment slip (multipart `file` + optional `payment_channel`); answers the order, now
 * `slip_uploaded`. The server decides the type by the file's bytes and answers Thai 413/422 errors.
 */
export async function uploadPaymentSlip(
  orderId: number,
  file: Blob,
  paymentChannel?: PaymentChannel,
  options: CallOptions = {},
): Promise<Order> {
  const body = new FormData();
  if (paymentChannel) body.append('payment_channel', paymentChannel);
  // The file goes last: a streaming parser then knows the channel before the bytes arrive.
  body.append('file', file, file instanceof File ? file.name : 'slip');
  const answer = await afterChange(
    request(OrderEnvelope, `${ORDERS}/${orderId}/payment-slip`, {
      method: 'post',
      body,
      timeout: UPLOAD_TIMEOUT_MS,
      ...options,
    }),
    requestGroups.orders,
    requestGroups.quests,
  );
  return answer.data;
}

/** Cancels a reserved order; its tickets are free again. */
export async function cancelOrder(code: string, options: CallOptions = {}): Promise<Order> {
  return (
    await afterChange(
      request(OrderEnvelope, `${orderPath(code)}/cancel`, { method: 'post', ...options }),
      requestGroups.orders,
      requestGroups.tickets,
      requestGroups.quests,
    )
  ).data;
}

/** The safe: the member's tickets per draw, newest draw first. */
export async function fetchSafe(drawDate?: string, options: CallOptions = {}): Promise<SafeDraw[]> {
  return (await request(SafeEnvelope, `${ORDERS}/bag`, { searchParams: { draw_date: drawDate }, ...options }))
    .data;
}

/** Wins per ticket, with the draws the member holds tickets for in `meta`. */
export async function fetchWinHistory(drawDate?: string, options: CallOptions = {}): Promise<WinHistory> {
  return request(WinHistorySchema, `${ORDERS}/bag/win-lotteries`, {
    searchParams: { draw_date: drawDate },
    ...options,
  });
}

/**
 * GETs a private file (a payment slip) with the stored bearer token. The kernel's `request`
 * parses JSON only, so this is a plain fetch on the same base URL; failures become the same
 * `ApiRequestError` with the server's Thai message.
 */
export async function fetchPrivateFile(path: string, options: CallOptions = {}): Promise<Blob> {
  const url = `${$apiConfig.get().publicUrl.replace(/\/+$/, '')}${path}`;
  const token = $authToken.get();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: options.signal,
    });
  } catch (e) {
    throw new ApiRequestError(toApiError(e), { cause: e });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiRequestError(apiErrorFromHttpBody(response.status, body));
  }
  return response.blob();
}

/** The slip the member uploaded for their order. */
export async function fetchOrderSlip(code: string, options: CallOptions = {}): Promise<Blob> {
  return fetchPrivateFile(`${orderPath(code)}/payment-slip`, options);
}
