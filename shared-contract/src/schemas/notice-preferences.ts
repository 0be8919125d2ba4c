// zod/mini, like the notices it builds on (their kinds are read on the shell's first load).
import { z } from 'zod/mini';
import { NOTICE_KINDS, NoticeKindSchema } from './notices';

/** The channels outside the site a notice can be delivered on; the in-site list always has it. */
export const NOTICE_CHANNELS = ['line', 'push'] as const;
export const NoticeChannelSchema = z.enum(NOTICE_CHANNELS);

/** One kind on one channel: on (delivered there) or off. */
export const NoticeChoiceSchema = z.object({
  channel: NoticeChannelSchema,
  kind: NoticeKindSchema,
  enabled: z.boolean(),
});

/**
 * GET/PUT /public/v1/notice-preferences: per channel, whether the member has connected it (LINE
 * linked and followed, web push on a browser), whether the site offers it at all, and each kind's
 * switch. Connecting is the opt-in: a connected channel has every kind on until the member turns
 * one off; an unconnected one gets nothing whatever its switches say.
 */
export const NoticePreferencesSchema = z.object({
  channels: z.array(
    z.object({
      channel: NoticeChannelSchema,
      available: z.boolean(),
      connected: z.boolean(),
      kinds: z.array(z.object({ kind: NoticeKindSchema, enabled: z.boolean() })),
    }),
  ),
});

/** PUT body: the switches the member changed (any others keep their state). */
export const NoticePreferencesBodySchema = z.object({
  choices: z
    .array(NoticeChoiceSchema)
    .check(z.minLength(1), z.maxLength(NOTICE_KINDS.length * NOTICE_CHANNELS.length)),
});

export type NoticeChannel = z.infer<typeof NoticeChannelSchema>;
export type NoticeChoice = z.infer<typeof NoticeChoiceSchema>;
export type NoticePreferences = z.infer<typeof NoticePreferencesSchema>;
export type NoticePreferencesBody = z.infer<typeof NoticePreferencesBodySchema>;
