import type {
  DeliveryChannel,
  DeliveryChannelName,
  DeliveryOutcome,
  OutgoingNotice,
} from '#api/notices/delivery/delivery-channel';

/**
 * A channel for tests and the worker's own checks: it reaches the members it is told and records
 * what it was given. `answer` decides each delivery (default `sent`); a throw is a failed try.
 */
export class FakeDeliveryChannel implements DeliveryChannel {
  readonly connected = new Set<number>();
  readonly delivered: { notice: OutgoingNotice; at: number }[] = [];
  answer: (notice: OutgoingNotice, attempt: number) => Promise<DeliveryOutcome> = async () => 'sent';

  constructor(readonly name: DeliveryChannelName) {}

  async reaches(userId: number): Promise<boolean> {
    return this.connected.has(userId);
  }

  async deliver(notice: OutgoingNotice): Promise<DeliveryOutcome> {
    const attempt = this.delivered.filter((d) => d.notice.id === notice.id).length + 1;
    this.delivered.push({ notice, at: Date.now() });
    return this.answer(notice, attempt);
  }

  /** The notice ids it was given, in order (a retried one appears once per try). */
  ids(): number[] {
    return this.delivered.map((d) => d.notice.id);
  }
}
