import type { FastifyInstance } from 'fastify';
import type { SmsProvider } from '#api/auth/sms-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where OTP texts go (the development inbox outside production). */
    sms: SmsProvider;
  }
}

export function decorateSms(app: FastifyInstance, provider: SmsProvider) {
  app.decorate('sms', provider);
}
