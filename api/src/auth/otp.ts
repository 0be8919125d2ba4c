import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OtpPurpose } from '@chokdee/shared-contract/schemas/auth';
import type { OtpCodeRow } from './auth-tables';
import { HttpError } from '#api/lib/http-error';
import { consumeOtpCode, findOtpCodeByRef, insertOtpCode, takeOtpTry } from './otp-codes-repository';
import { clearAttempts, takeAttempt } from '#api/limits/rate-limit-counters-repository';
import { AUTH_API_MESSAGES } from './auth-messages';
import { otpDisplayRef } from './otp-display-ref';
import { randomToken, sha256Hex } from '#api/lib/secure-token';
import { maskTel } from './sms-provider';
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

const sendGapKey = (tel: string) => `otp-send-gap:${tel}`;

const throttled = (retryAfterSeconds: number, message: string = AUTH_API_MESSAGES.otpSendThrottled) =>
  new TooManyRequestsError(message, retryAfterSeconds);

/**
 * Throws 429 when the number got a code in the last minute or 5 in the last hour (configurable:
 * OTP_SENDS_PER_TEL_PER_HOUR), or the IP asked for 20 (configurable: OTP_SENDS_PER_IP_PER_HOUR)
 * in the last hour. All three are counted
 * and checked in one step (`takeAttempt`): N requests at once send at most what the limits allow,
 * across API processes, and a refused request counts against none of them.
 */
async function takeSend(app: FastifyInstance, tel: string, ip: string, now: Date): Promise<void> {
  const perIpPerHour = app.config.auth.otpSendsPerIpPerHour ?? OTP_POLICY.perIpPerHour;
  const perTelPerHour = app.config.auth.otpSendsPerTelPerHour ?? OTP_POLICY.perTelPerHour;
  const attempt = await takeAttempt(
    app.db,
    [
      { key: sendGapKey(tel), limit: 1, windowMs: OTP_POLICY.resendAfterMs },
      { key: `otp-send-tel:${tel}`, limit: perTelPerHour, windowMs: HOUR_MS },
      { key: `otp-send-ip:${ip}`, limit: perIpPerHour, windowMs: HOUR_MS },
    ],
    now,
  );
  if (!attempt.allowed) throw throttled(attempt.retryAfterSeconds);
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
  await takeSend(app, input.tel, input.ip, now);
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
    try {
      await app.sms.send({
        tel: input.tel,
        message: AUTH_API_MESSAGES.otpSms(code, otpDisplayRef(ref)),
        code,
        sent_at: now,
      });
    } catch (error) {
      // Nothing reached the phone: the member may ask again at once (the hourly counts stay).
      app.log.warn({ err: error, tel: maskTel(input.tel) }, 'OTP text not sent');
      await clearAttempts(app.db, sendGapKey(input.tel));
      throw new HttpError(503, AUTH_API_MESSAGES.smsNotSent);
    }
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
 * Checks and uses a code once: used or expired → 422 expired; 5 tries → 429 (even with the right
 * code afterwards); wrong → 422. The try is counted before the code is compared, in one
 * conditional statement on the code's row, so guesses sent at once get no more than 5 comparisons.
 */
export async function redeemOtp(app: FastifyInstance, row: OtpCodeRow, code: string): Promise<void> {
  const now = app.now();
  if (row.used_at || row.expires_at.getTime() <= now.getTime()) throw expiredCode();
  if ((await takeOtpTry(app.db, row.id, OTP_POLICY.maxAttempts, now)) === undefined) {
    // No try left, or the code was used or ran out since it was read.
    const fresh = await findOtpCodeByRef(app.db, row.ref);
    if (!fresh || fresh.used_at || fresh.expires_at.getTime() <= now.getTime()) throw expiredCode();
    throw throttled(0, AUTH_API_MESSAGES.otpLocked);
  }
  const matches = timingSafeEqual(Buffer.from(codeHash(row.ref, code)), Buffer.from(row.code_hash));
  if (!matches) throw wrongCode();
  if (!(await consumeOtpCode(app.db, row.id, now))) throw expiredCode();
}
