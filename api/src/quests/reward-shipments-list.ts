import {
  REWARD_SHIPMENT_TAB_STATUSES,
  type RewardShipment,
  type RewardShipmentKind,
  type RewardShipmentListQuery,
} from '@chokdee/shared-contract/schemas/reward-shipments-admin';
import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { users } from '#api/auth/auth-tables';
import type { Executor } from '#api/db/client';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { addresses } from '#api/members/members-tables';
import { rewardRedemptions, rewards, rewardVariants } from '#api/rewards/rewards-tables';
import { questRewards, questRewardShipments, questShipmentLogs, quests } from './quests-tables';

/**
 * The staff's dispatch list: quest reward parcels and point redemptions in one queue, paged in
 * the database. Waiting parcels come oldest first (first come, first sent); shipped ones newest
 * first. A page is found by (kind, id) over both tables, then its rows are read in full.
 */

type Page = {
  data: RewardShipment[];
  meta: { page: number; per_page: number; total: number; last_page: number };
};
type Key = { kind: RewardShipmentKind; id: number };

const memberName = sql<string>`trim(${users.name} || ' ' || ${users.lastname})`;

function questKeys(db: Executor, statuses: readonly string[]) {
  return db
    .select({
      kind: sql<RewardShipmentKind>`'quest'`.as('kind'),
      id: questRewardShipments.id,
      sort_at: sql<Date>`${questRewardShipments.created_at}`.as('sort_at'),
      moved_at: sql<Date>`${questRewardShipments.updated_at}`.as('moved_at'),
    })
    .from(questRewardShipments)
    .where(
      inArray(questRewardShipments.status, [...statuses] as (typeof questRewardShipments.status._.data)[]),
    );
}

function redemptionKeys(db: Executor, statuses: readonly string[]) {
  return db
    .select({
      kind: sql<RewardShipmentKind>`'redemption'`.as('kind'),
      id: rewardRedemptions.id,
      sort_at: sql<Date>`${rewardRedemptions.created_at}`.as('sort_at'),
      moved_at: sql<Date>`${rewardRedemptions.updated_at}`.as('moved_at'),
    })
    .from(rewardRedemptions)
    .where(inArray(rewardRedemptions.status, [...statuses] as (typeof rewardRedemptions.status._.data)[]));
}

async function countOf(db: Executor, query: RewardShipmentListQuery, statuses: readonly string[]) {
  let total = 0;
  if (query.kind !== 'redemption') {
    const [row] = await db
      .select({ n: count() })
      .from(questRewardShipments)
      .where(
        inArray(questRewardShipments.status, [...statuses] as (typeof questRewardShipments.status._.data)[]),
      );
    total += row?.n ?? 0;
  }
  if (query.kind !== 'quest') {
    const [row] = await db
      .select({ n: count() })
      .from(rewardRedemptions)
      .where(inArray(rewardRedemptions.status, [...statuses] as (typeof rewardRedemptions.status._.data)[]));
    total += row?.n ?? 0;
  }
  return total;
}

async function pageKeys(
  db: Executor,
  query: RewardShipmentListQuery,
  statuses: readonly string[],
): Promise<Key[]> {
  const order =
    query.tab === 'waiting'
      ? [asc(sql`sort_at`), asc(sql`kind`), asc(sql`id`)]
      : [desc(sql`moved_at`), asc(sql`kind`), desc(sql`id`)];
  const offset = (query.page - 1) * query.per_page;
  const source =
    query.kind === 'quest'
      ? questKeys(db, statuses).$dynamic()
      : query.kind === 'redemption'
        ? redemptionKeys(db, statuses).$dynamic()
        : unionAll(questKeys(db, statuses), redemptionKeys(db, statuses)).$dynamic();
  const rows = await source
    .orderBy(...order)
    .limit(query.per_page)
    .offset(offset);
  return rows.map((row) => ({ kind: row.kind, id: Number(row.id) }));
}

async function questRows(db: Executor, ids: number[]): Promise<RewardShipment[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      shipment: questRewardShipments,
      quest_name: quests.name,
      reward_name: questRewards.name,
      member_name: memberName,
      member_tel: users.tel,
    })
    .from(questRewardShipments)
    .innerJoin(quests, eq(quests.id, questRewardShipments.quest_id))
    .innerJoin(questRewards, eq(questRewards.id, questRewardShipments.quest_reward_id))
    .innerJoin(users, eq(users.id, questRewardShipments.user_id))
    .where(inArray(questRewardShipments.id, ids));
  const shippedLogs = await db
    .select({ shipment_id: questShipmentLogs.shipment_id, at: max(questShipmentLogs.created_at) })
    .from(questShipmentLogs)
    .where(and(inArray(questShipmentLogs.shipment_id, ids), eq(questShipmentLogs.status, 'shipped')))
    .groupBy(questShipmentLogs.shipment_id);
  return rows.map(({ shipment: s, quest_name, reward_name, member_name, member_tel }) => {
    const shippedAt = shippedLogs.find((log) => log.shipment_id === s.id)?.at;
    return {
      kind: 'quest',
      id: s.id,
      item_name: reward_name,
      source: quest_name,
      quantity: 1,
      member: { name: member_name, tel: member_tel },
      address: {
        recipient: s.recipient,
        tel: s.tel,
        address: s.address,
        sub_district: s.sub_district,
        district: s.district,
        province: s.province,
        zip_code: s.zip_code,
      },
      remark: s.remark,
      status: s.status,
      carrier: s.carrier,
      tracking_number: s.tracking_number,
      created_at: toBangkokIso(s.created_at),
      shipped_at: shippedAt ? toBangkokIso(new Date(shippedAt)) : null,
    };
  });
}

async function redemptionRows(db: Executor, ids: number[]): Promise<RewardShipment[]> {
  if (ids.length === 0) return [];
  // A redemption asks for no address: it goes to the member's newest one in their address book.
  const newestAddress = sql`(select max(a.id) from ${addresses} a where a.user_id = ${rewardRedemptions.user_id})`;
  const rows = await db
    .select({
      redemption: rewardRedemptions,
      reward_name: rewards.name,
      variant_name: rewardVariants.name,
      member_name: memberName,
      member_tel: users.tel,
      address: addresses,
    })
    .from(rewardRedemptions)
    .innerJoin(rewards, eq(rewards.id, rewardRedemptions.reward_id))
    .leftJoin(rewardVariants, eq(rewardVariants.id, rewardRedemptions.reward_variant_id))
    .innerJoin(users, eq(users.id, rewardRedemptions.user_id))
    .leftJoin(addresses, eq(addresses.id, newestAddress))
    .where(inArray(rewardRedemptions.id, ids));
  return rows.map(({ redemption: r, reward_name, variant_name, member_name, member_tel, address: a }) => ({
    kind: 'redemption',
    id: r.id,
    item_name: variant_name ? `${reward_name} (${variant_name})` : reward_name,
    source: r.code,
    quantity: r.quantity,
    member: { name: member_name, tel: member_tel },
    address: a && {
      recipient: a.recipient,
      tel: a.tel,
      address: a.address,
      sub_district: a.sub_district,
      district: a.district,
      province: a.province,
      zip_code: a.zip_code,
    },
    remark: null,
    status: r.status,
    carrier: r.carrier,
    tracking_number: r.tracking_number,
    created_at: toBangkokIso(r.created_at),
    shipped_at: r.shipped_at ? toBangkokIso(r.shipped_at) : null,
  }));
}

/** One page of the dispatch list for a tab (waiting / shipped) and kind (all, quest, redemption). */
export async function listRewardShipments(db: Executor, query: RewardShipmentListQuery): Promise<Page> {
  const statuses = REWARD_SHIPMENT_TAB_STATUSES[query.tab];
  const total = await countOf(db, query, statuses);
  const keys = total === 0 ? [] : await pageKeys(db, query, statuses);
  const idsOf = (kind: RewardShipmentKind) => keys.filter((key) => key.kind === kind).map((key) => key.id);
  const found = [
    ...(await questRows(db, idsOf('quest'))),
    ...(await redemptionRows(db, idsOf('redemption'))),
  ];
  const data = keys.flatMap((key) => found.filter((row) => row.kind === key.kind && row.id === key.id));
  return {
    data,
    meta: {
      page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}

/** One parcel as the list shows it, after staff shipped it. */
export async function findRewardShipment(db: Executor, key: Key): Promise<RewardShipment | undefined> {
  const [row] = key.kind === 'quest' ? await questRows(db, [key.id]) : await redemptionRows(db, [key.id]);
  return row;
}
