import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OtpPurpose } from '@chokdee/shared-kernel/schemas/auth';
import type { OtpCodeRow } from '../db/schema/auth';
import { HttpError } from '../lib/http-error';
import {
  addOtpAttempt,
  consumeOtpCode,
  insertOtpCode,
  otpSendsFromIp,
  otpSendsToTel,
} from '../repositories/otp-codes-repository';
import { AUTH_API_MESSAGES } from './auth-messages';
import { randomToken, sha256Hex } from './secure-token';
import { TooManyRequestsError } from './too-many-requests';

export const OTP_POLICY = {
  ttlMs: 5 * 60 * 1000,
  maxAttempts: 5,
  resendAfterMs: 60 * 1000,
  perTelPerHour: 5,
  perIpPerHour: 20,
} as const;

const HOUR_MS = 60 * 60 * 1000;

const codeHash = (ref: string, code: string) => sha256Hex(`${ref}:${code}`);

const throttled = (retryAfterSeconds: number, message: string = AUTH_API_MESSAGES.otpSendThrottled) =>
  new TooManyRequestsError(message, retryAfterSeconds);

/**
 * Throws 429 when the number got a code in the last minute or 5 in the last hour, or the IP
 * asked for 20 (configurable: OTP_SENDS_PER_IP_PER_HOUR) in the last hour. The counts are the otp_codes rows themselves.
 */
async function checkSendLimits(app: FastifyInstance, tel: string, ip: string, now: Date): Promise<void> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const toTel = await otpSendsToTel(app.db, tel, hourAgo);
  if (toTel.latest && now.getTime() - toTel.latest.getTime() < OTP_POLICY.resendAfterMs) {
    throw throttled((toTel.latest.getTime() + OTP_POLICY.resendAfterMs - now.getTime()) / 1000);
  }
  if (toTel.count >= OTP_POLICY.perTelPerHour) throw throttled(HOUR_MS / 1000);
  const perIpPerHour = app.config.auth.otpSendsPerIpPerHour ?? OTP_POLICY.perIpPerHour;
  if ((await otpSendsFromIp(app.db, ip, hourAgo)) >= perIpPerHour) throw throttled(HOUR_MS / 1000);
}

/**
 * Creates a 6-digit code and texts it. With `userId` null (a reset for a number that is no
 * member) the row is kept, so limits and the answer are the same, but nothing is sent.
 */
export async function sendOtp(
  app: FastifyInstance,
  input: { tel: string; purpose: OtpPurpose; userId: number | null; ip: string },
): Promise<OtpCodeRow> {
  const now = app.now();
  await checkSendLimits(app, input.tel, input.ip, now);
  const ref = randomToken(12);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = await insertOtpCode(app.db, {
    ref,
    tel: input.tel,
    purpose: input.purpose,
    user_id: input.userId,
    code_hash: codeHash(ref, code),
    ip: input.ip,
    created_at: now,
    expires_at: new Date(now.getTime() + OTP_POLICY.ttlMs),
  });
  if (input.userId !== null) {
    await app.sms.send({ tel: input.tel, message: AUTH_API_MESSAGES.otpSms(code), code, sent_at: now });
  }
  return row;
}

const wrongCode = () =>
  new HttpError(422, AUTH_API_MESSAGES.otpWrong, [{ field: 'code', message: AUTH_API_MESSAGES.otpWrong }]);
const expiredCode = () =>
  new HttpError(422, AUTH_API_MESSAGES.otpExpired, [
    { field: 'code', message: AUTH_API_MESSAGES.otpExpired },
  ]);

/** For a ref that is unknown or not the caller's: the same answer as a wrong code. */
export const otpWrongCodeError = wrongCode;

/**
 * Checks and uses a code once: used or expired → 422 expired; 5 wrong tries → 429 (even with the
 * right code afterwards); wrong → 422 and one try counted.
 */
export async function redeemOtp(app: FastifyInstance, row: OtpCodeRow, code: string): Promise<void> {
  const now = app.now();
  if (row.used_at || row.expires_at.getTime() <= now.getTime()) throw expiredCode();
  if (row.attempts >= OTP_POLICY.maxAttempts) throw throttled(0, AUTH_API_MESSAGES.otpLocked);
  const matches = timingSafeEqual(Buffer.from(codeHash(row.ref, code)), Buffer.from(row.code_hash));
  if (!matches) {
    const attempts = await addOtpAttempt(app.db, row.id, OTP_POLICY.maxAttempts);
    if (attempts === undefined) throw throttled(0, AUTH_API_MESSAGES.otpLocked);
    throw wrongCode();
  }
  if (!(await consumeOtpCode(app.db, row.id, now))) throw expiredCode();
}
