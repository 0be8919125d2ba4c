import { z } from 'zod';
import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { BankAccountBodySchema, BankAccountSchema } from '@chokdee/shared-contract/schemas/bank';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOnly } from '#api/plugins/member-only';
import { findBankAccountByUserId, saveBankAccount } from '#api/members/bank-accounts-repository';

/** The member's one payout account. */
const bankAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));

  app.get(
    '/',
    { schema: { response: { 200: dataEnvelope(z.nullable(BankAccountSchema)), 401: ApiErrorSchema } } },
    async (request) => ({ data: await findBankAccountByUserId(app.db, request.user.id) }),
  );

  app.put(
    '/',
    {
      schema: {
        body: BankAccountBodySchema,
        response: { 200: dataEnvelope(BankAccountSchema), 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => ({ data: await saveBankAccount(app.db, request.user.id, request.body, app.now()) }),
  );
};

export default bankAccountRoutes;
