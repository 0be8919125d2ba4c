import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { PrayProjectSchema } from '@chokdee/shared-contract/schemas/pray';
import {
  PrayReviewProjectSchema,
  type PrayReviewProject,
  type PrayReviewStatus,
} from '@chokdee/shared-contract/schemas/pray-review';
import { afterChange } from '@chokdee/shared-kernel/api/request-cache';
import { requestGroups } from '@chokdee/shared-kernel/api/request-keys';
import { z } from 'zod';
import { staffCall } from '@chokdee/shared-kernel/stores/staff-calls';

export const PRAY_ADMIN_PATH = '/admin/v1/pray';
const project = (id: number) => `${PRAY_ADMIN_PATH}/projects/${id}`;

const ReviewList = dataEnvelope(z.array(PrayReviewProjectSchema));
const Reviewed = dataEnvelope(PrayProjectSchema);

/** The projects in one status, most recently changed first (the queue: `pending_review`). */
export async function fetchReviewProjects(
  status: PrayReviewStatus,
  signal?: AbortSignal,
): Promise<PrayReviewProject[]> {
  return (await staffCall(ReviewList, `${PRAY_ADMIN_PATH}/projects`, { searchParams: { status }, signal }))
    .data;
}

/** Publishes a project under review (the public lists read again). */
export async function approveProject(id: number): Promise<void> {
  await afterChange(staffCall(Reviewed, `${project(id)}/approve`, { method: 'post' }), requestGroups.pray);
}

/** Sends a project back to its owner with the reason they read. */
export async function rejectProject(id: number, reason: string): Promise<void> {
  await afterChange(
    staffCall(Reviewed, `${project(id)}/reject`, { method: 'post', json: { reason } }),
    requestGroups.pray,
  );
}

/** The staff path of one of a project's pictures (the public one serves a project under review to its owner only). */
export const staffPicturePath = (publicPath: string) =>
  publicPath.replace('/public/v1/pray/', `${PRAY_ADMIN_PATH}/`);
