import type { FastifyInstance } from 'fastify';
import { registerMember, type MemberSession } from './member-session';

/** A member of the amulet shop: signed up, their ref (x-user-ref) and one delivery address. */
export interface ShopMember extends MemberSession {
  ref: string;
  addressId: number;
  /** Bearer + x-user-ref, as every cart and purchase call sends them. */
  shopHeaders: { authorization: string; 'x-user-ref': string };
}

export const SHOP_ADDRESS = {
  name: 'บ้าน',
  recipient: 'สมชาย ใจดี',
  address: '99/1 ถนนเจริญกรุง',
  sub_district: 'สี่พระยา',
  district: 'บางรัก',
  province: 'กรุงเทพมหานคร',
  zip_code: '10500',
  tel: '0812345678',
};

export async function registerShopMember(app: FastifyInstance): Promise<ShopMember> {
  const member = await registerMember(app);
  const me = await app.inject({ method: 'GET', url: '/public/v2/auth/me', headers: member.headers });
  const ref = (me.json() as { data: { ref: string } }).data.ref;
  const address = await app.inject({
    method: 'POST',
    url: '/api/public/v1/members/addresses',
    headers: member.headers,
    payload: SHOP_ADDRESS,
  });
  if (address.statusCode !== 201) throw new Error(`address failed: ${address.statusCode} ${address.body}`);
  const addressId = (address.json() as { data: { id: number } }).data.id;
  return { ...member, ref, addressId, shopHeaders: { ...member.headers, 'x-user-ref': ref } };
}

/** A new cart holding `items` (variant id → quantity); answers its key. */
export async function shopCartWith(
  app: FastifyInstance,
  member: ShopMember,
  items: Record<number, number>,
): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/public/v1/carts',
    headers: member.shopHeaders,
  });
  if (created.statusCode !== 201) throw new Error(`cart failed: ${created.statusCode} ${created.body}`);
  const key = (created.json() as { data: { key: string } }).data.key;
  for (const [variant, quantity] of Object.entries(items)) {
    const added = await app.inject({
      method: 'POST',
      url: `/api/public/v1/carts/${key}/items`,
      headers: member.shopHeaders,
      payload: { product_variant_id: Number(variant), quantity },
    });
    if (added.statusCode !== 200) throw new Error(`add failed: ${added.statusCode} ${added.body}`);
  }
  return key;
}

export const purchaseBody = (member: ShopMember, cartKey: string, extra: Record<string, unknown> = {}) => ({
  channel: 'web',
  member_name: 'สมชาย',
  cart_key: cartKey,
  address_id: member.addressId,
  ...extra,
});
