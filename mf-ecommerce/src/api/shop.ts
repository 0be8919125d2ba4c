import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { PaymentChannel } from '@chokdee/shared-contract/schemas/order';
import {
  AmuletCertificateSchema,
  CoinSettingSchema,
  ProductCardSchema,
  ProductDetailSchema,
  PurchaseSchema,
  ShopCartSchema,
  ShopSummarySchema,
  type AddCartItemBody,
  type AmuletCertificate,
  type CoinSetting,
  type CreatePurchaseBody,
  type ProductDetail,
  type Purchase,
  type ShopCart,
  type ShopSummary,
} from '@chokdee/shared-contract/schemas/shop';
import type { CallOptions } from '@chokdee/shared-kernel/api/call-options';
import { request } from '@chokdee/shared-kernel/api/client';
import { afterChange } from '@chokdee/shared-kernel/api/request-cache';
import { requestGroups } from '@chokdee/shared-kernel/api/request-keys';

/** The amulet shop's calls on the shop host (spec §7 "Shop host", "E-commerce cart", "Purchases"). */
const V1 = '/api/public/v1';
const CARTS = `${V1}/carts`;
const PURCHASES = `${V1}/purchases`;
const UPLOAD_TIMEOUT_MS = 60_000;

export const ProductPageSchema = pageEnvelope(ProductCardSchema);
export type ProductPage = z.infer<typeof ProductPageSchema>;
export const PurchasePageSchema = pageEnvelope(PurchaseSchema);
export type PurchasePage = z.infer<typeof PurchasePageSchema>;

const CartEnvelope = dataEnvelope(ShopCartSchema);
const PurchaseEnvelope = dataEnvelope(PurchaseSchema);
const enc = encodeURIComponent;
/** Every cart and purchase call names the member (spec §7: header x-user-ref). */
const userRef = (ref: string) => ({ 'x-user-ref': ref });

export interface ProductQuery {
  shop?: string;
  category?: string;
  q?: string;
  page?: number;
  per_page?: number;
}

export async function fetchShops(options: CallOptions = {}): Promise<ShopSummary[]> {
  return (
    await request(dataEnvelope(z.array(ShopSummarySchema)), `${V1}/shops`, { base: 'shop', ...options })
  ).data;
}

export async function fetchProducts(
  query: ProductQuery = {},
  options: CallOptions = {},
): Promise<ProductPage> {
  return request(ProductPageSchema, `${V1}/products`, {
    base: 'shop',
    searchParams: { ...query },
    ...options,
  });
}

export async function fetchProduct(code: string, options: CallOptions = {}): Promise<ProductDetail> {
  return (
    await request(dataEnvelope(ProductDetailSchema), `${V1}/products/${enc(code)}`, {
      base: 'shop',
      ...options,
    })
  ).data;
}

export async function fetchCoinSetting(options: CallOptions = {}): Promise<CoinSetting> {
  return (
    await request(dataEnvelope(CoinSettingSchema), `${V1}/settings/coins`, { base: 'shop', ...options })
  ).data;
}

/** POST /carts: a new empty cart; its key is `data.key`. */
export async function createShopCart(ref: string, options: CallOptions = {}): Promise<ShopCart> {
  return (
    await request(CartEnvelope, CARTS, { base: 'shop', method: 'post', headers: userRef(ref), ...options })
  ).data;
}

export async function fetchShopCart(
  ref: string,
  cartKey: string,
  options: CallOptions = {},
): Promise<ShopCart> {
  return (
    await request(CartEnvelope, `${CARTS}/${enc(cartKey)}`, {
      base: 'shop',
      headers: userRef(ref),
      ...options,
    })
  ).data;
}

/** Adds a variant; one already in the cart gets the quantity added to it (spec §4). */
export async function addShopCartItem(
  ref: string,
  cartKey: string,
  item: AddCartItemBody,
  options: CallOptions = {},
): Promise<ShopCart> {
  return (
    await afterChange(
      request(CartEnvelope, `${CARTS}/${enc(cartKey)}/items`, {
        base: 'shop',
        method: 'post',
        json: item,
        headers: userRef(ref),
        ...options,
      }),
      requestGroups.shopCart,
    )
  ).data;
}

export async function setShopCartItemQuantity(
  ref: string,
  cartKey: string,
  itemKey: string,
  quantity: number,
  options: CallOptions = {},
): Promise<ShopCart> {
  return (
    await afterChange(
      request(CartEnvelope, `${CARTS}/${enc(cartKey)}/items/${enc(itemKey)}`, {
        base: 'shop',
        method: 'put',
        json: { quantity },
        headers: userRef(ref),
        ...options,
      }),
      requestGroups.shopCart,
    )
  ).data;
}

export async function deleteShopCartItem(
  ref: string,
  cartKey: string,
  itemKey: string,
  options: CallOptions = {},
): Promise<ShopCart> {
  return (
    await afterChange(
      request(CartEnvelope, `${CARTS}/${enc(cartKey)}/items/${enc(itemKey)}`, {
        base: 'shop',
        method: 'delete',
        headers: userRef(ref),
        ...options,
      }),
      requestGroups.shopCart,
    )
  ).data;
}

/**
 * POST /purchases. `idempotencyKey` makes a double submit answer the first purchase; a total that
 * moved since `expected_total` is refused (409, 'ราคาสินค้ามีการเปลี่ยนแปลง').
 */
export async function createPurchase(
  ref: string,
  body: CreatePurchaseBody,
  idempotencyKey: string,
  options: CallOptions = {},
): Promise<Purchase> {
  return (
    await afterChange(
      request(PurchaseEnvelope, PURCHASES, {
        base: 'shop',
        method: 'post',
        json: body,
        headers: { ...userRef(ref), 'Idempotency-Key': idempotencyKey },
        ...options,
      }),
      requestGroups.shopCart,
      requestGroups.purchases,
      requestGroups.quests,
    )
  ).data;
}

export async function fetchPurchases(page = 1, options: CallOptions = {}): Promise<PurchasePage> {
  return request(PurchasePageSchema, PURCHASES, { base: 'shop', searchParams: { page }, ...options });
}

export async function fetchPurchase(code: string, options: CallOptions = {}): Promise<Purchase> {
  return (await request(PurchaseEnvelope, `${PURCHASES}/${enc(code)}`, { base: 'shop', ...options })).data;
}

export async function cancelPurchase(id: number, options: CallOptions = {}): Promise<Purchase> {
  return (
    await afterChange(
      request(PurchaseEnvelope, `${PURCHASES}/${id}/cancel`, {
        base: 'shop',
        method: 'delete',
        ...options,
      }),
      requestGroups.purchases,
    )
  ).data;
}

/** PUT /{id}/payment/slip: multipart `payment_channel` + `file`; the server judges the file by its bytes. */
export async function uploadPurchaseSlip(
  id: number,
  file: Blob,
  paymentChannel?: PaymentChannel,
  options: CallOptions = {},
): Promise<Purchase> {
  const body = new FormData();
  if (paymentChannel) body.append('payment_channel', paymentChannel);
  body.append('file', file, file instanceof File ? file.name : 'slip');
  return (
    await afterChange(
      request(PurchaseEnvelope, `${PURCHASES}/${id}/payment/slip`, {
        base: 'shop',
        method: 'put',
        body,
        timeout: UPLOAD_TIMEOUT_MS,
        ...options,
      }),
      requestGroups.purchases,
      requestGroups.quests,
    )
  ).data;
}

/** Confirms one shipment received, or every shipped one when `shipmentId` is left out. */
export async function confirmReceived(
  id: number,
  shipmentId?: number,
  options: CallOptions = {},
): Promise<Purchase> {
  const path = shipmentId
    ? `${PURCHASES}/${id}/shipments/${shipmentId}/confirm-received`
    : `${PURCHASES}/${id}/shipments/confirm-received`;
  return (
    await afterChange(
      request(PurchaseEnvelope, path, { base: 'shop', method: 'put', ...options }),
      requestGroups.purchases,
      requestGroups.certificates,
    )
  ).data;
}

/** Anyone may check a certificate: the amulet, its shop and sale date, never the buyer. */
export async function fetchCertificate(code: string, options: CallOptions = {}): Promise<AmuletCertificate> {
  return (
    await request(dataEnvelope(AmuletCertificateSchema), `${V1}/amulet-certificates/${enc(code)}`, {
      base: 'shop',
      ...options,
    })
  ).data;
}

/** The member's own amulets (`/members/ecommerce/amulet-bag`). */
export async function fetchMyCertificates(options: CallOptions = {}): Promise<AmuletCertificate[]> {
  return (
    await request(dataEnvelope(z.array(AmuletCertificateSchema)), `${V1}/amulet-certificates`, {
      base: 'shop',
      ...options,
    })
  ).data;
}
