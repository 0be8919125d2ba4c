import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import {
  SIGN_IN_CODE_TTL_SECONDS,
  SignInCodeExchangeBodySchema,
  SignInCodeResultSchema,
  TokenResultSchema,
} from '@chokdee/shared-contract/schemas/auth';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_API_MESSAGES } from '#api/auth/auth-messages';
import { randomToken, sha256Hex } from '#api/lib/secure-token';
import { issueAuthToken } from '#api/auth/sessions';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { HttpError } from '#api/lib/http-error';
import { insertSignInCode, takeSignInCode } from '#api/auth/sign-in-codes-repository';
import { findUserById } from '#api/auth/users-repository';

const codeRefused = () =>
  new HttpError(401, AUTH_API_MESSAGES.signInCodeInvalid, [
    { field: 'code', message: AUTH_API_MESSAGES.signInCodeInvalid },
  ]);

/**
 * /mobile/signin without a token in the link: the mobile app, holding a session, asks for a
 * one-time code (random 32 bytes, kept as sha256, two minutes, single use) and opens the site with
 * it; the site POSTs the code and gets a token of its own. A code seen later in a history or a log
 * is worthless, and the app's long-lived token never travels in a URL.
 */
const signInCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      preHandler: app.authenticate,
      schema: { response: { 201: dataEnvelope(SignInCodeResultSchema), 401: ApiErrorSchema } },
    },
    async (request, reply) => {
      const now = app.now();
      const code = randomToken(32);
      const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_TTL_SECONDS * 1000);
      await insertSignInCode(app.db, {
        user_id: request.user.id,
        code_hash: sha256Hex(code),
        created_at: now,
        expires_at: expiresAt,
      });
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({
        data: {
          code,
          expires_at: toBangkokIso(expiresAt),
          signin_url: `${app.config.siteUrl}/mobile/signin?code=${code}`,
        },
      });
    },
  );

  app.post(
    '/exchange',
    {
      schema: {
        body: SignInCodeExchangeBodySchema,
        response: { 200: dataEnvelope(TokenResultSchema), 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const userId = await takeSignInCode(app.db, sha256Hex(request.body.code), now);
      const user = userId === undefined ? undefined : await findUserById(app.db, userId);
      if (!user) throw codeRefused();
      const token = await issueAuthToken(app.db, app.config, now, user.id, user.login_provider);
      reply.header('cache-control', 'no-store');
      return { data: { token } };
    },
  );
};

export default signInCodesRoutes;
