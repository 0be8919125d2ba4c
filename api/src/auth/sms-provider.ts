import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage {
  tel: string;
  message: string;
  /** The OTP in the message, kept only by the development inbox. */
  code: string | null;
  sent_at: Date;
}

/** Where SMS go; a real gateway implements this and is passed to `buildApp`. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** Development and tests: keeps every message (newest first) for `GET /dev/sms-inbox`. */
export class InboxSmsProvider implements SmsProvider {
  private readonly messages: SmsMessage[] = [];

  constructor(private readonly log?: FastifyBaseLogger) {}

  async send(message: SmsMessage): Promise<void> {
    this.messages.unshift(message);
    this.messages.length = Math.min(this.messages.length, 500);
    this.log?.info({ tel: message.tel, code: message.code }, 'SMS (development inbox)');
  }

  list(tel?: string): SmsMessage[] {
    return tel ? this.messages.filter((m) => m.tel === tel) : [...this.messages];
  }
}

/** Production without a gateway: logs that a message would go out, never its code. */
export class LogOnlySmsProvider implements SmsProvider {
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: SmsMessage): Promise<void> {
    this.log.warn(
      { tel: `${message.tel.slice(0, 3)}****${message.tel.slice(-3)}` },
      'SMS not sent: no gateway',
    );
  }
}
