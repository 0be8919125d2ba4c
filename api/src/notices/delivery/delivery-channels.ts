import type { DeliveryChannel, DeliveryChannelName } from './delivery-channel';

/** The channels this process can deliver on, by name; a channel registers itself once. */
export class DeliveryChannels {
  private readonly byName = new Map<DeliveryChannelName, DeliveryChannel>();

  add(channel: DeliveryChannel): void {
    if (this.byName.has(channel.name))
      throw new Error(`notice channel "${channel.name}" is registered twice`);
    this.byName.set(channel.name, channel);
  }

  /** Puts `channel` in the place of the one of its name, registered or not (a test's stand-in). */
  standIn(channel: DeliveryChannel): void {
    this.byName.set(channel.name, channel);
  }

  get(name: DeliveryChannelName): DeliveryChannel | undefined {
    return this.byName.get(name);
  }

  all(): DeliveryChannel[] {
    return [...this.byName.values()];
  }
}
