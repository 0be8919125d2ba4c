import type { FastifyInstance } from 'fastify';
import { takeAttempt } from '#api/limits/rate-limit-counters-repository';
import { AUTH_API_MESSAGES } from './auth-messages';
import { TooManyRequestsError } from './too-many-requests';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts one sign-up attempt for the IP and for the phone number, or throws 429 when either has
 * had its hour's share (REGISTRATIONS_PER_IP_PER_HOUR, REGISTRATIONS_PER_TEL_PER_HOUR). Counted
 * before anything is looked up or hashed, in the database (`takeAttempt`): N sign-ups sent at
 * once get exactly the limit through, across API processes, and a refused one counts for neither.
 */
export async function takeRegistration(app: FastifyInstance, tel: string, ip: string): Promise<void> {
  const { registrationsPerIpPerHour, registrationsPerTelPerHour } = app.config.auth;
  const attempt = await takeAttempt(
    app.db,
    [
      { key: `register-ip:${ip}`, limit: registrationsPerIpPerHour, windowMs: HOUR_MS },
      { key: `register-tel:${tel}`, limit: registrationsPerTelPerHour, windowMs: HOUR_MS },
    ],
    app.now(),
  );
  if (!attempt.allowed) {
    throw new TooManyRequestsError(AUTH_API_MESSAGES.registerThrottled, attempt.retryAfterSeconds);
  }
}
