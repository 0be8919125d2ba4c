// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  LotteryDrawSchema,
  type LotteryDraw,
  type LotteryDrawListQuery,
} from '@chokdee/shared-contract/schemas/lottery-draw';
import {
  LotteryResultSchema,
  LotteryResultSettingsSchema,
  type LotteryResultListQuery,
  type LotteryResultSettings,
} from '@chokdee/shared-contract/schemas/lottery-result';
import {
  SystemEnvironmentSchema,
  type SystemEnvironment,
} from '@chokdee/shared-contract/schemas/system-info';
import { request } from './client';
import type { CallOptions } from './call-options';

const DrawListEnvelope = dataEnvelope(z.array(LotteryDrawSchema));
const DrawEnvelope = dataEnvelope(LotteryDrawSchema);
const ResultPage = pageEnvelope(LotteryResultSchema);
const SettingsEnvelope = dataEnvelope(LotteryResultSettingsSchema);
const EnvironmentEnvelope = dataEnvelope(SystemEnvironmentSchema);

export type LotteryResultPage = z.infer<typeof ResultPage>;

/** Draws, newest first. */
export async function fetchLotteryDraws(
  query: Partial<LotteryDrawListQuery> = {},
  options: CallOptions = {},
): Promise<LotteryDraw[]> {
  const body = await request(DrawListEnvelope, '/public/v2/lottery-draws', {
    searchParams: query,
    ...options,
  });
  return body.data;
}

/** The draw on sale now, or the next one to open. */
export async function fetchCurrentDraw(options: CallOptions = {}): Promise<LotteryDraw> {
  const body = await request(DrawEnvelope, '/public/v2/lottery-draws/current', options);
  return body.data;
}

/** One page of results, newest first; an unknown `draw_date` gives an empty page. */
export function fetchLotteryResults(
  query: Partial<LotteryResultListQuery> = {},
  options: CallOptions = {},
): Promise<LotteryResultPage> {
  return request(ResultPage, '/public/v2/lottery-results', { searchParams: query, ...options });
}

export async function fetchLotteryResultSettings(options: CallOptions = {}): Promise<LotteryResultSettings> {
  const body = await request(SettingsEnvelope, '/public/v2/lottery-results/settings', options);
  return body.data;
}

/** The server clock (spec §3 System environment); sale windows and countdowns obey it. */
export async function fetchSystemEnvironment(options: CallOptions = {}): Promise<SystemEnvironment> {
  const body = await request(EnvironmentEnvelope, '/public/v3/system-info/environment', options);
  return body.data;
}
