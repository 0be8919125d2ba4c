import type { NoticeKind } from '@chokdee/shared-contract/schemas/notices';
import type { DeliveryChannelName } from './delivery-channel';

/** A member's stored choices: only kinds they turned off or on again; anything unnamed is on. */
export interface ChannelChoice {
  channel: DeliveryChannelName;
  kind: NoticeKind;
  enabled: boolean;
}

/** Whether the member wants this kind on this channel: on unless they turned it off. */
export function wantsKind(choices: readonly ChannelChoice[], channel: DeliveryChannelName, kind: NoticeKind) {
  return choices.find((c) => c.channel === channel && c.kind === kind)?.enabled ?? true;
}

/**
 * The channels a notice goes out on: those this process can deliver on, that the member has not
 * turned the kind off for, and that reach the member (connecting is the opt-in, so a channel the
 * member never connected reaches nobody). `reaches` is asked only of the wanted ones.
 */
export async function channelsFor(
  kind: NoticeKind,
  channels: readonly { name: DeliveryChannelName; reaches(): Promise<boolean> }[],
  choices: readonly ChannelChoice[],
): Promise<DeliveryChannelName[]> {
  const chosen: DeliveryChannelName[] = [];
  for (const channel of channels) {
    if (!wantsKind(choices, channel.name, kind)) continue;
    if (await channel.reaches()) chosen.push(channel.name);
  }
  return chosen;
}
