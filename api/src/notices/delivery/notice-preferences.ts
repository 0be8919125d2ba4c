import {
  NOTICE_CHANNELS,
  type NoticeChoice,
  type NoticePreferences,
} from '@chokdee/shared-contract/schemas/notice-preferences';
import { NOTICE_KINDS } from '@chokdee/shared-contract/schemas/notices';
import { sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { noticeChannelChoices } from '../notice-delivery-tables';
import { choicesOf } from './deliveries-repository';
import type { DeliveryChannels } from './delivery-channels';
import { wantsKind } from './delivery-rules';

/** The member's channels as the profile shows them: offered, connected, and each kind's switch. */
export async function noticePreferences(
  db: Executor,
  channels: DeliveryChannels,
  userId: number,
): Promise<NoticePreferences> {
  const choices = await choicesOf(db, userId);
  return {
    channels: await Promise.all(
      NOTICE_CHANNELS.map(async (name) => {
        const channel = channels.get(name);
        return {
          channel: name,
          available: channel !== undefined,
          connected: channel ? await channel.reaches(userId) : false,
          kinds: NOTICE_KINDS.map((kind) => ({ kind, enabled: wantsKind(choices, name, kind) })),
        };
      }),
    ),
  };
}

/** Stores the member's switches; one named twice counts as its last. */
export async function saveNoticeChoices(
  db: Executor,
  userId: number,
  choices: NoticeChoice[],
): Promise<void> {
  const latest = new Map(choices.map((c) => [`${c.channel}:${c.kind}`, c]));
  await db
    .insert(noticeChannelChoices)
    .values([...latest.values()].map((c) => ({ user_id: userId, ...c })))
    .onConflictDoUpdate({
      target: [noticeChannelChoices.user_id, noticeChannelChoices.channel, noticeChannelChoices.kind],
      set: { enabled: sql`excluded.enabled`, updated_at: sql`now()` },
    });
}
