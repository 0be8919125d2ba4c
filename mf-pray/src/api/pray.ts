import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  PrayPictureSchema,
  PrayProjectSchema,
  PrayProjectSummarySchema,
  PraySettingsSchema,
  PraySupporterSchema,
  PrayUpdateSchema,
  PrayVoteStateSchema,
  type PrayDraftBody,
  type PrayListQuery,
  type PrayPicture,
  type PrayProject,
  type PraySettings,
  type PrayUpdate,
  type PrayUpdateBody,
  type PrayVoteState,
} from '@chokdee/shared-contract/schemas/pray';
import { PrayOwnUpdateSchema, type PrayOwnUpdate } from '@chokdee/shared-contract/schemas/pray-review';
import { request } from '@chokdee/shared-kernel/api/client';
import type { CallOptions } from '@chokdee/shared-kernel/api/call-options';
import { afterChange } from '@chokdee/shared-kernel/api/request-cache';
import { requestGroups } from '@chokdee/shared-kernel/api/request-keys';

export const PRAY_PUBLIC_PATH = '/public/v1/pray';
export const PRAY_MEMBER_PATH = '/public/v1/members/pray';

export const PrayProjectPageSchema = pageEnvelope(PrayProjectSummarySchema);
export type PrayProjectPage = z.infer<typeof PrayProjectPageSchema>;
export const PraySupporterPageSchema = pageEnvelope(PraySupporterSchema);
export type PraySupporterPage = z.infer<typeof PraySupporterPageSchema>;

const ProjectEnvelope = dataEnvelope(PrayProjectSchema);
const UpdateList = dataEnvelope(z.array(PrayUpdateSchema));
const UpdateEnvelope = dataEnvelope(PrayUpdateSchema);
const OwnUpdateList = dataEnvelope(z.array(PrayOwnUpdateSchema));
const OwnUpdateEnvelope = dataEnvelope(PrayOwnUpdateSchema);
const VoteEnvelope = dataEnvelope(PrayVoteStateSchema);
const PictureEnvelope = dataEnvelope(PrayPictureSchema);
const SettingsEnvelope = dataEnvelope(PraySettingsSchema);
const SummaryList = dataEnvelope(z.array(PrayProjectSummarySchema));
const Empty = dataEnvelope(z.null());

/** Pictures travel from phones on slow networks. */
const UPLOAD_TIMEOUT_MS = 60_000;

const seg = (value: string | number) => encodeURIComponent(String(value));
const publicProject = (slug: string) => `${PRAY_PUBLIC_PATH}/projects/${seg(slug)}`;
const myProject = (id: number) => `${PRAY_MEMBER_PATH}/projects/${id}`;

/** Published projects: search by any Thai fragment, category, order, one page at a time. */
export function fetchPrayProjects(
  query: PrayListQuery = {},
  options: CallOptions = {},
): Promise<PrayProjectPage> {
  return request(PrayProjectPageSchema, `${PRAY_PUBLIC_PATH}/projects`, {
    searchParams: { ...query },
    ...options,
  });
}

/** One published (or closed) project by its slug; the owner also sees theirs in any status. */
export async function fetchPrayProject(slug: string, options: CallOptions = {}): Promise<PrayProject> {
  return (await request(ProjectEnvelope, publicProject(slug), options)).data;
}

/** The project's news, newest first. */
export async function fetchPrayUpdates(slug: string, options: CallOptions = {}): Promise<PrayUpdate[]> {
  return (await request(UpdateList, `${publicProject(slug)}/updates`, options)).data;
}

export async function fetchPrayUpdate(
  slug: string,
  updateId: number,
  options: CallOptions = {},
): Promise<PrayUpdate> {
  return (await request(UpdateEnvelope, `${publicProject(slug)}/updates/${updateId}`, options)).data;
}

export function fetchPraySupporters(
  slug: string,
  page = 1,
  options: CallOptions = {},
): Promise<PraySupporterPage> {
  return request(PraySupporterPageSchema, `${publicProject(slug)}/supporters`, {
    searchParams: { page },
    ...options,
  });
}

/** Whether the signed-in member has joined, with the exact count. */
export async function fetchPrayVote(slug: string, options: CallOptions = {}): Promise<PrayVoteState> {
  return (await request(VoteEnvelope, `${publicProject(slug)}/vote`, options)).data;
}

/** Joins in prayer ('ร่วมอธิษฐาน'); joining twice is still one vote. */
export async function joinPrayProject(slug: string, options: CallOptions = {}): Promise<PrayVoteState> {
  return (
    await afterChange(
      request(VoteEnvelope, `${publicProject(slug)}/vote`, { method: 'post', ...options }),
      requestGroups.pray,
    )
  ).data;
}

export async function withdrawPrayVote(slug: string, options: CallOptions = {}): Promise<PrayVoteState> {
  return (
    await afterChange(
      request(VoteEnvelope, `${publicProject(slug)}/vote`, { method: 'delete', ...options }),
      requestGroups.pray,
    )
  ).data;
}

export async function fetchPraySettings(options: CallOptions = {}): Promise<PraySettings> {
  return (await request(SettingsEnvelope, `${PRAY_PUBLIC_PATH}/settings`, options)).data;
}

/** The member's own projects, every status, newest first. */
export async function fetchMyPrayProjects(options: CallOptions = {}): Promise<PrayProject[]> {
  return (await request(dataEnvelope(z.array(PrayProjectSchema)), `${PRAY_MEMBER_PATH}/projects`, options))
    .data;
}

/** Projects the member joined. */
export async function fetchVotedPrayProjects(options: CallOptions = {}): Promise<PrayProjectSummaryList> {
  return (await request(SummaryList, `${PRAY_MEMBER_PATH}/voted`, options)).data;
}
type PrayProjectSummaryList = z.infer<typeof SummaryList>['data'];

export async function fetchMyPrayProject(id: number, options: CallOptions = {}): Promise<PrayProject> {
  return (await request(ProjectEnvelope, myProject(id), options)).data;
}

/** Starts a draft (the wizard's first save). */
export async function createPrayDraft(body: PrayDraftBody, options: CallOptions = {}): Promise<PrayProject> {
  return (
    await afterChange(
      request(ProjectEnvelope, `${PRAY_MEMBER_PATH}/projects`, { method: 'post', json: body, ...options }),
      requestGroups.pray,
    )
  ).data;
}

/** Saves one wizard step; a rejected project goes back to draft. */
export async function savePrayDraft(
  id: number,
  body: PrayDraftBody,
  options: CallOptions = {},
): Promise<PrayProject> {
  return (
    await afterChange(
      request(ProjectEnvelope, myProject(id), { method: 'put', json: body, ...options }),
      requestGroups.pray,
    )
  ).data;
}

/** Uploads one picture (multipart `file`); the server judges it by its bytes and resizes it. */
export async function uploadPrayPicture(
  id: number,
  file: Blob,
  options: CallOptions = {},
  /** 'update': a news picture, linked when the news is posted. */
  purpose: 'gallery' | 'update' = 'gallery',
): Promise<PrayPicture> {
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : 'picture');
  return (
    await afterChange(
      request(PictureEnvelope, `${myProject(id)}/pictures`, {
        method: 'post',
        body,
        searchParams: { for: purpose },
        timeout: UPLOAD_TIMEOUT_MS,
        ...options,
      }),
      requestGroups.pray,
    )
  ).data;
}

export async function deletePrayPicture(
  id: number,
  pictureId: number,
  options: CallOptions = {},
): Promise<void> {
  await afterChange(
    request(Empty, `${myProject(id)}/pictures/${pictureId}`, { method: 'delete', ...options }),
    requestGroups.pray,
  );
}

/** Sends the draft for review. */
export async function submitPrayProject(id: number, options: CallOptions = {}): Promise<PrayProject> {
  return (
    await afterChange(
      request(ProjectEnvelope, `${myProject(id)}/submit`, { method: 'post', ...options }),
      requestGroups.pray,
    )
  ).data;
}

export async function closePrayProject(id: number, options: CallOptions = {}): Promise<PrayProject> {
  return (
    await afterChange(
      request(ProjectEnvelope, `${myProject(id)}/close`, { method: 'post', ...options }),
      requestGroups.pray,
    )
  ).data;
}

/** The owner posts news (pictures uploaded first through `uploadPrayPicture`); it waits for review. */
export async function postPrayUpdate(
  id: number,
  body: PrayUpdateBody,
  options: CallOptions = {},
): Promise<PrayOwnUpdate> {
  return (
    await afterChange(
      request(OwnUpdateEnvelope, `${myProject(id)}/updates`, { method: 'post', json: body, ...options }),
      requestGroups.pray,
    )
  ).data;
}

/** The owner's news on one project with its review state: waiting, refused and why, hidden and why. */
export async function fetchMyPrayUpdates(id: number, options: CallOptions = {}): Promise<PrayOwnUpdate[]> {
  return (await request(OwnUpdateList, `${myProject(id)}/updates`, options)).data;
}

/** Refused news, fixed by its owner, goes back to the reviewers. */
export async function resubmitPrayUpdate(
  id: number,
  updateId: number,
  body: { title: string; body: string },
  options: CallOptions = {},
): Promise<PrayOwnUpdate> {
  return (
    await afterChange(
      request(OwnUpdateEnvelope, `${myProject(id)}/updates/${updateId}`, {
        method: 'put',
        json: body,
        ...options,
      }),
      requestGroups.pray,
    )
  ).data;
}
