import { PasswordResetBodySchema } from '@chokdee/shared-contract/schemas/auth';
import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { otpWrongCodeError, redeemOtp } from '#api/auth/otp';
import { hashPassword } from '#api/auth/password';
import { clearAccountBackoff } from '#api/auth/password-tries';
import { addRetryAfterHeader } from '#api/auth/too-many-requests';
import { memberSessions } from '#api/auth/sessions';
import { findOtpCodeByRef } from '#api/auth/otp-codes-repository';
import { findUserById, updateUser } from '#api/auth/users-repository';
import { grantWelcomePoints } from '#api/rewards/points-repository';

/** Forgot password: a `reset_password` OTP sets a new password and ends every session. */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  addRetryAfterHeader(app);

  app.post(
    '/reset',
    {
      schema: {
        body: PasswordResetBodySchema,
        response: {
          200: dataEnvelope(z.null()),
          400: ApiErrorSchema,
          422: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const { tel, otp_ref, code, password } = request.body;
      const row = await findOtpCodeByRef(app.db, otp_ref);
      // A number that is no member got a row but no SMS: it answers like a wrong code.
      if (!row || row.purpose !== 'reset_password' || row.tel !== tel || row.user_id === null) {
        throw otpWrongCodeError();
      }
      const user = await findUserById(app.db, row.user_id);
      if (!user) throw otpWrongCodeError();
      await redeemOtp(app, row, code);
      const passwordHash = await hashPassword(password);
      const now = app.now();
      await app.db.transaction(async (tx) => {
        // The code also proves the member holds this phone.
        await updateUser(
          tx,
          user.id,
          { password_hash: passwordHash, verified_otp_id: user.verified_otp_id ?? row.id },
          now,
        );
        await memberSessions.revokeAllFor(tx, user.id, now);
      });
      // The phone is the member's: guesses by others no longer make them wait to log in.
      await clearAccountBackoff(app, { kind: 'login', name: tel });
      await grantWelcomePoints(app.db, user.id, now);
      return { data: null };
    },
  );
};

export default passwordRoutes;
