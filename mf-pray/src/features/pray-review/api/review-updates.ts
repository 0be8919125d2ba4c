import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  PrayAuthorHistorySchema,
  PrayReviewUpdateSchema,
  type PrayAuthorHistory,
  type PrayReviewUpdate,
  type PrayUpdateStatus,
} from '@chokdee/shared-contract/schemas/pray-review';
import { afterChange } from '@chokdee/shared-kernel/api/request-cache';
import { requestGroups } from '@chokdee/shared-kernel/api/request-keys';
import { staffCall } from '@chokdee/shared-kernel/stores/staff-calls';
import { z } from 'zod';
import { PRAY_ADMIN_PATH } from './review-projects';

const update = (id: number) => `${PRAY_ADMIN_PATH}/updates/${id}`;
const UpdateList = dataEnvelope(z.array(PrayReviewUpdateSchema));
const Decided = dataEnvelope(PrayReviewUpdateSchema);
const History = dataEnvelope(PrayAuthorHistorySchema);

/** Projects' news in one review status (waiting: oldest first). */
export async function fetchReviewUpdates(
  status: PrayUpdateStatus,
  signal?: AbortSignal,
): Promise<PrayReviewUpdate[]> {
  return (await staffCall(UpdateList, `${PRAY_ADMIN_PATH}/updates`, { searchParams: { status }, signal }))
    .data;
}

/** One decision on news; the public pages read again, since what they show may change. */
async function decide(id: number, action: 'approve' | 'reject' | 'hide' | 'unhide', reason?: string) {
  return (
    await afterChange(
      staffCall(Decided, `${update(id)}/${action}`, {
        method: 'post',
        ...(reason !== undefined && { json: { reason } }),
      }),
      requestGroups.pray,
    )
  ).data;
}

export const approveUpdate = (id: number) => decide(id, 'approve');
export const rejectUpdate = (id: number, reason: string) => decide(id, 'reject', reason);
export const hideUpdate = (id: number, reason: string) => decide(id, 'hide', reason);
export const unhideUpdate = (id: number) => decide(id, 'unhide');

/** What a reviewer reads of an author before deciding. */
export async function fetchAuthorHistory(ownerId: number, signal?: AbortSignal): Promise<PrayAuthorHistory> {
  return (await staffCall(History, `${PRAY_ADMIN_PATH}/authors/${ownerId}/history`, { signal })).data;
}
