// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { PopupSchema, PopupVersionSchema, type Popup } from '@chokdee/shared-contract/schemas/popup';
import { request } from '@chokdee/shared-kernel/api/client';
import type { CallOptions } from '@chokdee/shared-kernel/api/call-options';

const VersionEnvelope = dataEnvelope(PopupVersionSchema);
const PopupList = dataEnvelope(z.array(PopupSchema));

/** Spec §7 GET /public/v3/popups/version: the number that changes when the slides do. */
export async function fetchPopupVersion(options: CallOptions = {}): Promise<number> {
  return (await request(VersionEnvelope, '/public/v3/popups/version', options)).data;
}

/** Spec §7 GET /public/v3/popups: the announcement slides live now, in order. */
export async function fetchPopups(options: CallOptions = {}): Promise<Popup[]> {
  return (await request(PopupList, '/public/v3/popups', options)).data;
}
