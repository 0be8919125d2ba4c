import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  ShopOrderDetailSchema,
  ShopOrderRowSchema,
  type ShopOrderDetail,
  type ShopOrderSort,
  type ShopOrderStage,
  type ShopShipBody,
} from '@chokdee/shared-contract/schemas/shop-admin';
import type { z } from 'zod';
import { staffCall, staffFile } from '@chokdee/shared-kernel/stores/staff-calls';

export const SHOP_ADMIN_PATH = '/admin/v1/shop-purchases';
const one = (id: number) => `${SHOP_ADMIN_PATH}/${id}`;

const OrderPage = pageEnvelope(ShopOrderRowSchema);
export type ShopOrderPage = z.infer<typeof OrderPage>;
const Detail = dataEnvelope(ShopOrderDetailSchema);

export interface ShopOrderQuery {
  stage: ShopOrderStage | null;
  q: string;
  sort: ShopOrderSort;
  page: number;
}

export const SHOP_ORDERS_PER_PAGE = 20;

/** One page of purchases: a stage (or all), a search over code, name and phone, an order. */
export async function fetchShopOrders(query: ShopOrderQuery, signal?: AbortSignal): Promise<ShopOrderPage> {
  const searchParams: Record<string, string | number> = {
    sort: query.sort,
    page: query.page,
    per_page: SHOP_ORDERS_PER_PAGE,
  };
  if (query.stage) searchParams.stage = query.stage;
  if (query.q) searchParams.q = query.q;
  return staffCall(OrderPage, SHOP_ADMIN_PATH, { searchParams, signal });
}

/** The export's path: the list's stage, search and order, every page (the `shop` role only). */
export function exportPath(query: Omit<ShopOrderQuery, 'page'>): string {
  const params = new URLSearchParams({ sort: query.sort });
  if (query.stage) params.set('stage', query.stage);
  if (query.q) params.set('q', query.q);
  return `${SHOP_ADMIN_PATH}/export.csv?${params.toString()}`;
}

/** The list as a CSV file for Excel (UTF-8 with BOM, Buddhist-era dates, baht). */
export const fetchOrdersCsv = (query: Omit<ShopOrderQuery, 'page'>) => staffFile(exportPath(query));

export async function fetchShopOrder(id: number, signal?: AbortSignal): Promise<ShopOrderDetail> {
  return (await staffCall(Detail, one(id), { signal })).data;
}

const step = async (id: number, path: string, json?: object) =>
  (await staffCall(Detail, `${one(id)}/${path}`, { method: 'post', ...(json ? { json } : {}) })).data;

/** The slip matches the money: the purchase is paid and its parcels wait to be packed. */
export const confirmSlip = (id: number) => step(id, 'confirm-payment');
/** The slip is refused; the buyer reads the reason and may send another. */
export const refuseSlip = (id: number, reason: string) => step(id, 'refuse-payment', { reason });
export const startPacking = (id: number) => step(id, 'pack');
export const shipOrder = (id: number, body: ShopShipBody) => step(id, 'ship', body);
export const markReceived = (id: number) => step(id, 'mark-received');
/** Cancelled before it left the shop: the stock goes back; the buyer reads the reason. */
export const cancelOrder = (id: number, reason: string) => step(id, 'cancel', { reason });
