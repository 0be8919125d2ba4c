import { dataEnvelope, pageEnvelope, type PageMeta } from '@chokdee/shared-contract/schemas/envelope';
import {
  RewardShipmentSchema,
  type RewardShipment,
  type RewardShipmentKindFilter,
  type RewardShipmentTab,
  type ShipRewardBody,
} from '@chokdee/shared-contract/schemas/reward-shipments-admin';
import { afterChange } from '@chokdee/shared-kernel/api/request-cache';
import { requestGroups } from '@chokdee/shared-kernel/api/request-keys';
import { staffCall } from '@chokdee/shared-kernel/stores/staff-calls';

export const REWARD_SHIPMENTS_PATH = '/admin/v1/reward-shipments';
export const PER_PAGE = 20;

const ShipmentPage = pageEnvelope(RewardShipmentSchema);
const Shipped = dataEnvelope(RewardShipmentSchema);

export type ShipmentQuery = { tab: RewardShipmentTab; kind: RewardShipmentKindFilter; page: number };

/** One page of parcels of a tab and kind, as the server pages them. */
export async function fetchRewardShipments(
  query: ShipmentQuery,
  signal?: AbortSignal,
): Promise<{ shipments: RewardShipment[]; meta: PageMeta }> {
  const answer = await staffCall(ShipmentPage, REWARD_SHIPMENTS_PATH, {
    searchParams: { tab: query.tab, kind: query.kind, page: query.page, per_page: PER_PAGE },
    signal,
  });
  return { shipments: answer.data, meta: answer.meta };
}

/** Hands a parcel to a carrier; the member's quest pages read their shipments again. */
export async function shipReward(
  shipment: Pick<RewardShipment, 'kind' | 'id'>,
  body: ShipRewardBody,
): Promise<RewardShipment> {
  const answer = await afterChange(
    staffCall(Shipped, `${REWARD_SHIPMENTS_PATH}/${shipment.kind}/${shipment.id}/ship`, {
      method: 'post',
      json: body,
    }),
    requestGroups.shipments,
  );
  return answer.data;
}
