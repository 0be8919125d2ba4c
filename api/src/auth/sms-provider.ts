import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage {
  tel: string;
  message: string;
  /** The OTP in the message, kept only by the development inbox. */
  code: string | null;
  sent_at: Date;
}

/**
 * Where SMS go: chosen from the environment (`plugins/sms.ts`), or passed to `buildApp`. `send`
 * resolves once the gateway took the text, else rejects with `SmsNotSentError`. No provider ever
 * logs the message or its code: a log is read by more people than the member's phone.
 */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** The text did not go out; `reason` is for the log and never holds the message or its code. */
export class SmsNotSentError extends Error {
  constructor(readonly reason: string) {
    super(`SMS not sent: ${reason}`);
    this.name = 'SmsNotSentError';
  }
}

/** `0812345678` → `081****678`: enough to tell numbers apart in a log. */
export const maskTel = (tel: string) => `${tel.slice(0, 3)}****${tel.slice(-3)}`;

/** Development and tests: keeps every message (newest first) for `GET /dev/sms-inbox`. */
export class InboxSmsProvider implements SmsProvider {
  private readonly messages: SmsMessage[] = [];

  constructor(private readonly log?: FastifyBaseLogger) {}

  async send(message: SmsMessage): Promise<void> {
    this.messages.unshift(message);
    this.messages.length = Math.min(this.messages.length, 500);
    this.log?.info({ tel: maskTel(message.tel) }, 'SMS kept in the development inbox (GET /dev/sms-inbox)');
  }

  list(tel?: string): SmsMessage[] {
    return tel ? this.messages.filter((m) => m.tel === tel) : [...this.messages];
  }
}

/**
 * Production without a gateway, which only a hand-made config reaches (`loadConfig` refuses to
 * start so): every text fails, so the member is told instead of waiting for a code that never comes.
 */
export class NoGatewaySmsProvider implements SmsProvider {
  async send(): Promise<void> {
    throw new SmsNotSentError('no SMS gateway configured (SMS_GATEWAY)');
  }
}
