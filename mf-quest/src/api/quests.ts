import { z } from 'zod';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  QuestSchema,
  ShipmentSchema,
  type Quest,
  type RewardClaimBody,
  type Shipment,
} from '@chokdee/shared-contract/schemas/quest';
import { request } from '@chokdee/shared-kernel/api/client';
import type { CallOptions } from '@chokdee/shared-kernel/api/call-options';
import { afterChange } from '@chokdee/shared-kernel/api/request-cache';
import { requestGroups } from '@chokdee/shared-kernel/api/request-keys';

const QUESTS = '/public/bos/v1/quests';
const SHIPMENTS = '/public/bos/v1/quest-reward-shipments';
/** Spec §7: the active fetch names what it includes. */
const ACTIVE_INCLUDES = 'quest_rules,quest_rewards,quest_results,image,quest_rewards.image';

const QuestList = dataEnvelope(z.array(QuestSchema));
const OneQuest = dataEnvelope(QuestSchema);
const Count = dataEnvelope(z.number().int().min(0));
const ShipmentList = dataEnvelope(z.array(ShipmentSchema));
const OneShipment = dataEnvelope(ShipmentSchema);

/** The member's active quests (spec §4: the first one drives the strip and the modal). */
export async function fetchActiveQuests(options: CallOptions = {}): Promise<Quest[]> {
  return (
    await request(QuestList, `${QUESTS}/active`, { searchParams: { includes: ACTIVE_INCLUDES }, ...options })
  ).data;
}

export async function fetchActiveQuestCount(options: CallOptions = {}): Promise<number> {
  return (await request(Count, `${QUESTS}/active/count`, options)).data;
}

/** How many quests wait for the member to register for their reward (the gift button's badge). */
export async function fetchCompletableQuestCount(options: CallOptions = {}): Promise<number> {
  return (await request(Count, `${QUESTS}/completable/count`, options)).data;
}

/** Every published quest with the member's result and activity status (/members/activities). */
export async function fetchQuests(options: CallOptions = {}): Promise<Quest[]> {
  return (await request(QuestList, QUESTS, options)).data;
}

export async function fetchQuest(id: number, options: CallOptions = {}): Promise<Quest> {
  return (await request(OneQuest, `${QUESTS}/${id}`, options)).data;
}

/** Registers the delivery address of a reward: answers the new shipment. */
export async function claimQuestReward(body: RewardClaimBody, options: CallOptions = {}): Promise<Shipment> {
  return (
    await afterChange(
      request(OneShipment, SHIPMENTS, { method: 'post', json: body, ...options }),
      requestGroups.quests,
    )
  ).data;
}

export async function fetchShipments(options: CallOptions = {}): Promise<Shipment[]> {
  return (await request(ShipmentList, SHIPMENTS, options)).data;
}

export async function fetchShipment(id: number, options: CallOptions = {}): Promise<Shipment> {
  return (await request(OneShipment, `${SHIPMENTS}/${id}`, options)).data;
}
