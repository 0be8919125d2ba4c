import {
  AuthUserSchema,
  OtpSendBodySchema,
  OtpSendResultSchema,
  OtpVerifyBodySchema,
} from '@chokdee/shared-contract/schemas/auth';
import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_API_MESSAGES } from '#api/auth/auth-messages';
import { toAuthUser } from '#api/auth/auth-user-view';
import { otpDisplayRef } from '#api/auth/otp-display-ref';
import { OTP_POLICY, otpWrongCodeError, redeemOtp, sendOtp } from '#api/auth/otp';
import { addRetryAfterHeader } from '#api/auth/too-many-requests';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { HttpError } from '#api/lib/http-error';
import { optionalUser, unauthorized } from '#api/plugins/authenticate';
import { findOtpCodeByRef } from '#api/auth/otp-codes-repository';
import { findUserByTel, updateUser } from '#api/auth/users-repository';
import { grantWelcomePoints } from '#api/rewards/points-repository';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  422: ApiErrorSchema,
  429: ApiErrorSchema,
} as const;

/** Spec §4 phone verification and password reset codes, sent by SMS. */
const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  addRetryAfterHeader(app);

  app.post(
    '/send',
    { schema: { body: OtpSendBodySchema, response: { 200: dataEnvelope(OtpSendResultSchema), ...errors } } },
    async (request) => {
      const { tel, purpose } = request.body;
      let userId: number | null;
      if (purpose === 'verify_phone') {
        // Verifying is for the logged-in member's own number.
        const user = await optionalUser(app, request);
        if (!user) throw unauthorized();
        if (user.tel !== tel) {
          throw new HttpError(422, AUTH_API_MESSAGES.otpTelMismatch, [
            { field: 'tel', message: AUTH_API_MESSAGES.otpTelMismatch },
          ]);
        }
        userId = user.id;
      } else {
        userId = (await findUserByTel(app.db, tel))?.id ?? null;
      }
      const row = await sendOtp(app, { tel, purpose, userId, ip: request.ip });
      return {
        data: {
          otp_ref: row.ref,
          display_ref: otpDisplayRef(row.ref),
          expires_at: toBangkokIso(row.expires_at),
          resend_after_seconds: OTP_POLICY.resendAfterMs / 1000,
        },
      };
    },
  );

  app.post(
    '/verify',
    {
      preHandler: app.authenticate,
      schema: { body: OtpVerifyBodySchema, response: { 200: dataEnvelope(AuthUserSchema), ...errors } },
    },
    async (request) => {
      const { otp_ref, code } = request.body;
      const row = await findOtpCodeByRef(app.db, otp_ref);
      if (!row || row.purpose !== 'verify_phone' || row.user_id !== request.user.id)
        throw otpWrongCodeError();
      await redeemOtp(app, row, code);
      const now = app.now();
      const user = await updateUser(app.db, request.user.id, { verified_otp_id: row.id }, now);
      if (!user) throw unauthorized();
      // The phone is proved: the welcome points become the member's (the balance read retries).
      await grantWelcomePoints(app.db, user.id, now);
      return { data: await toAuthUser(app.db, user) };
    },
  );
};

export default otpRoutes;
