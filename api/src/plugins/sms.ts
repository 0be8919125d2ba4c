import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '#api/config';
import { InboxSmsProvider, NoGatewaySmsProvider, type SmsProvider } from '#api/auth/sms-provider';
import { ThaiBulkSmsProvider } from '#api/auth/thaibulksms-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where OTP texts go (the development inbox outside production unless a gateway is set). */
    sms: SmsProvider;
  }
}

/** The gateway of `SMS_GATEWAY`; else the development inbox, and in production a refusal. */
export function smsProviderFor(config: AppConfig, log: FastifyBaseLogger): SmsProvider {
  if (config.sms?.gateway === 'thaibulksms') return new ThaiBulkSmsProvider(config.sms);
  return config.nodeEnv === 'production' ? new NoGatewaySmsProvider() : new InboxSmsProvider(log);
}

export function decorateSms(app: FastifyInstance, provider: SmsProvider) {
  app.decorate('sms', provider);
}
