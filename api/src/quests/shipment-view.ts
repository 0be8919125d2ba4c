import type { Shipment } from '@chokdee/shared-contract/schemas/quest';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { questRewards, questRewardShipments, questShipmentLogs, quests } from './quests-tables';
import { toBangkokIso } from '../lib/bangkok-time';
import { questImageUrl } from './quest-view';

/** Shipments with their quest, reward and status log; the member's own, or (admin) everyone's. */
export async function loadShipments(
  db: Executor,
  input: { origin: string; userId?: number; shipmentId?: number },
): Promise<Shipment[]> {
  const rows = await db
    .select({ shipment: questRewardShipments, quest_name: quests.name, reward: questRewards })
    .from(questRewardShipments)
    .innerJoin(quests, eq(quests.id, questRewardShipments.quest_id))
    .innerJoin(questRewards, eq(questRewards.id, questRewardShipments.quest_reward_id))
    .where(
      and(
        input.userId === undefined ? undefined : eq(questRewardShipments.user_id, input.userId),
        input.shipmentId === undefined ? undefined : eq(questRewardShipments.id, input.shipmentId),
      ),
    )
    .orderBy(desc(questRewardShipments.id))
    .limit(200);
  if (rows.length === 0) return [];
  const logs = await db
    .select()
    .from(questShipmentLogs)
    .where(
      inArray(
        questShipmentLogs.shipment_id,
        rows.map((r) => r.shipment.id),
      ),
    )
    .orderBy(asc(questShipmentLogs.id));
  return rows.map(({ shipment: s, quest_name, reward }) => ({
    id: s.id,
    quest_id: s.quest_id,
    quest_name,
    reward: {
      id: reward.id,
      name: reward.name,
      image: { url: questImageUrl(input.origin, reward.image_url) },
    },
    recipient: s.recipient,
    tel: s.tel,
    address: s.address,
    sub_district: s.sub_district,
    district: s.district,
    province: s.province,
    zip_code: s.zip_code,
    remark: s.remark,
    status: s.status,
    carrier: s.carrier,
    tracking_number: s.tracking_number,
    created_at: toBangkokIso(s.created_at),
    logs: logs
      .filter((l) => l.shipment_id === s.id)
      .map((l) => ({ status: l.status, created_at: toBangkokIso(l.created_at) })),
  }));
}
