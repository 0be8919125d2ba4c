import { MEMBER_LOOKUP_LIST_SIZE, type MemberLookup } from '@chokdee/shared-contract/schemas/member-lookup';
import { desc, eq, inArray } from 'drizzle-orm';
import { users } from '#api/auth/auth-tables';
import type { Executor } from '#api/db/client';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { orders } from '#api/lottery-sales/inventory-tables';
import { stores } from '#api/lottery-sales/stores-tables';
import { questRewards, questRewardShipments } from '#api/quests/quests-tables';
import { lotteryDraws } from '#api/results/results-tables';
import { stageOf } from '#api/shop/admin-orders';
import { shopPurchases, shopShipments } from '#api/shop/shop-tables';

/**
 * One member as support sees them on a call: found by the phone they give, with their latest
 * lottery orders (every dealer's), shop purchases with their parcels, and quest reward parcels.
 * Reads only; each list is the newest `MEMBER_LOOKUP_LIST_SIZE`.
 */
export async function lookUpMember(db: Executor, tel: string): Promise<MemberLookup | null> {
  const [member] = await db
    .select({
      id: users.id,
      name: users.name,
      lastname: users.lastname,
      tel: users.tel,
      joined: users.created_at,
    })
    .from(users)
    .where(eq(users.tel, tel))
    .limit(1);
  if (!member) return null;

  const [lotteryOrders, purchases, rewardParcels] = await Promise.all([
    db
      .select({
        code: orders.code,
        store_name: stores.name,
        draw_date: lotteryDraws.draw_date,
        status: orders.status,
        ticket_count: orders.ticket_count,
        total_amount: orders.total_amount,
        created_at: orders.created_at,
      })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.store_id))
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, orders.draw_id))
      .where(eq(orders.user_id, member.id))
      .orderBy(desc(orders.id))
      .limit(MEMBER_LOOKUP_LIST_SIZE),
    db
      .select({
        id: shopPurchases.id,
        code: shopPurchases.code,
        status: shopPurchases.status,
        fulfilment: shopPurchases.fulfilment,
        total_amount: shopPurchases.total_amount,
        created_at: shopPurchases.created_at,
      })
      .from(shopPurchases)
      .where(eq(shopPurchases.user_id, member.id))
      .orderBy(desc(shopPurchases.id))
      .limit(MEMBER_LOOKUP_LIST_SIZE),
    db
      .select({
        id: questRewardShipments.id,
        reward_name: questRewards.name,
        status: questRewardShipments.status,
        carrier: questRewardShipments.carrier,
        tracking_number: questRewardShipments.tracking_number,
        created_at: questRewardShipments.created_at,
      })
      .from(questRewardShipments)
      .innerJoin(questRewards, eq(questRewards.id, questRewardShipments.quest_reward_id))
      .where(eq(questRewardShipments.user_id, member.id))
      .orderBy(desc(questRewardShipments.id))
      .limit(MEMBER_LOOKUP_LIST_SIZE),
  ]);
  const parcels =
    purchases.length === 0
      ? []
      : await db
          .select({
            purchase_id: shopShipments.purchase_id,
            carrier: shopShipments.carrier,
            tracking_no: shopShipments.tracking_no,
          })
          .from(shopShipments)
          .where(
            inArray(
              shopShipments.purchase_id,
              purchases.map((purchase) => purchase.id),
            ),
          );

  return {
    member: {
      id: member.id,
      name: `${member.name} ${member.lastname}`.trim(),
      tel,
      joined_at: toBangkokIso(member.joined),
    },
    lottery_orders: lotteryOrders.map((order) => ({ ...order, created_at: toBangkokIso(order.created_at) })),
    shop_purchases: purchases.map(({ id, fulfilment, created_at, ...purchase }) => ({
      ...purchase,
      stage: stageOf(purchase.status, fulfilment),
      created_at: toBangkokIso(created_at),
      parcels: parcels
        .filter((parcel) => parcel.purchase_id === id)
        .map(({ carrier, tracking_no }) => ({ carrier, tracking_no })),
    })),
    reward_parcels: rewardParcels.map((parcel) => ({
      ...parcel,
      created_at: toBangkokIso(parcel.created_at),
    })),
  };
}
