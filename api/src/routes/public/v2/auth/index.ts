import {
  AUTH_MESSAGES,
  AuthUserSchema,
  LoginBodySchema,
  MeQuerySchema,
  MIN_BUYER_AGE,
  ProfileUpdateBodySchema,
  RegisterBodySchema,
  TokenResultSchema,
  ageOn,
} from '@chokdee/shared-contract/schemas/auth';
import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AUTH_API_MESSAGES } from '#api/auth/auth-messages';
import { toAuthUser } from '#api/auth/auth-user-view';
import { checkPassword } from '#api/auth/login-check';
import { takeRegistration } from '#api/auth/registration-limit';
import { hashPassword } from '#api/auth/password';
import { issueAuthToken, memberSessions } from '#api/auth/sessions';
import { addRetryAfterHeader } from '#api/auth/too-many-requests';
import { bangkokDate } from '#api/lib/bangkok-time';
import { HttpError } from '#api/lib/http-error';
import {
  findUserById,
  findUserByTel,
  insertUser,
  isUniqueViolation,
  updateUser,
} from '#api/auth/users-repository';

const tokenAnswer = dataEnvelope(TokenResultSchema);
const userAnswer = dataEnvelope(AuthUserSchema);
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  422: ApiErrorSchema,
  429: ApiErrorSchema,
} as const;

const telTaken = () =>
  new HttpError(422, AUTH_API_MESSAGES.telTaken, [{ field: 'tel', message: AUTH_API_MESSAGES.telTaken }]);

/** Spec §7 Auth: local register / login / logout, the member (`me`) and their profile. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  addRetryAfterHeader(app);

  app.post(
    '/register',
    { schema: { body: RegisterBodySchema, response: { 201: tokenAnswer, ...errors } } },
    async (request, reply) => {
      const { name, lastname, tel, password } = request.body;
      await takeRegistration(app, tel, request.ip);
      if (await findUserByTel(app.db, tel)) throw telTaken();
      const passwordHash = await hashPassword(password);
      const now = app.now();
      try {
        // No welcome points yet: they are credited when the phone is verified (`otp/verify`).
        const token = await app.db.transaction(async (tx) => {
          const user = await insertUser(tx, {
            ref: randomUUID(),
            name,
            lastname,
            tel,
            password_hash: passwordHash,
            login_provider: 'local',
            created_at: now,
            updated_at: now,
          });
          return issueAuthToken(tx, app.config, now, user.id, 'local');
        });
        return reply.code(201).send({ data: { token } });
      } catch (error) {
        // Two registrations of one number at once: the unique index decides.
        if (isUniqueViolation(error)) throw telTaken();
        throw error;
      }
    },
  );

  app.post(
    '/login',
    { schema: { body: LoginBodySchema, response: { 200: tokenAnswer, ...errors } } },
    async (request) => {
      const user = await checkPassword(app, request.body.tel, request.body.password, request.ip);
      const token = await issueAuthToken(app.db, app.config, app.now(), user.id, 'local');
      return { data: { token } };
    },
  );

  app.post(
    '/logout',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: dataEnvelope(z.null()), 401: ApiErrorSchema } },
    },
    async (request) => {
      await memberSessions.revoke(app.db, request.user.tokenId, app.now());
      return { data: null };
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      // `includes` is accepted for the spec's call shape; every include is always answered.
      schema: { querystring: MeQuerySchema, response: { 200: userAnswer, 401: ApiErrorSchema } },
    },
    async (request) => {
      const user = await findUserById(app.db, request.user.id);
      if (!user) throw new HttpError(401, AUTH_API_MESSAGES.loginRequired);
      return { data: await toAuthUser(app.db, user) };
    },
  );

  app.put(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: { body: ProfileUpdateBodySchema, response: { 200: userAnswer, ...errors } },
    },
    async (request) => {
      const { name, lastname, date_of_birth } = request.body;
      const now = app.now();
      const today = bangkokDate(now);
      const dobError = (message: string) =>
        new HttpError(422, message, [{ field: 'date_of_birth', message }]);
      if (date_of_birth >= today) throw dobError(AUTH_MESSAGES.dateOfBirthFuture);
      if (ageOn(date_of_birth, today) < MIN_BUYER_AGE) throw dobError(AUTH_MESSAGES.underAge);
      const user = await updateUser(app.db, request.user.id, { name, lastname, date_of_birth }, now);
      if (!user) throw new HttpError(401, AUTH_API_MESSAGES.loginRequired);
      return { data: await toAuthUser(app.db, user) };
    },
  );
};

export default authRoutes;
