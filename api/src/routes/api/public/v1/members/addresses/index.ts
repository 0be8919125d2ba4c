import {
  ADDRESS_MESSAGES,
  AddressBodySchema,
  AddressIdParamsSchema,
  AddressSchema,
} from '@chokdee/shared-contract/schemas/address';
import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { memberOnly } from '#api/plugins/member-only';
import {
  createAddress,
  deleteAddress,
  listAddressesByUserId,
  updateAddress,
} from '#api/members/addresses-repository';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema } as const;
const one = dataEnvelope(AddressSchema);
const notFound = () => new HttpError(404, ADDRESS_MESSAGES.notFound);

/** Spec §7 shop host: the member's delivery addresses; another member's id is simply not found. */
const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));

  app.get(
    '/',
    { schema: { response: { 200: dataEnvelope(z.array(AddressSchema)), ...errors } } },
    async (request) => ({
      data: await listAddressesByUserId(app.db, request.user.id),
    }),
  );

  app.post(
    '/',
    { schema: { body: AddressBodySchema, response: { 201: one, 422: ApiErrorSchema, ...errors } } },
    async (request, reply) => {
      const result = await createAddress(app.db, request.user.id, request.body, app.now());
      if (!result.ok) throw new HttpError(422, ADDRESS_MESSAGES.tooMany);
      return reply.code(201).send({ data: result.address });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        params: AddressIdParamsSchema,
        body: AddressBodySchema,
        response: { 200: one, 404: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const address = await updateAddress(
        app.db,
        request.user.id,
        request.params.id,
        request.body,
        app.now(),
      );
      if (!address) throw notFound();
      return { data: address };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        params: AddressIdParamsSchema,
        response: { 200: dataEnvelope(z.null()), 404: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await deleteAddress(app.db, request.user.id, request.params.id))) throw notFound();
      return { data: null };
    },
  );
};

export default addressesRoutes;
