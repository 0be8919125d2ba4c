import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import {
  MEMBER_LOOKUP_MESSAGES,
  MemberLookupQuerySchema,
  MemberLookupSchema,
} from '@chokdee/shared-contract/schemas/member-lookup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#api/lib/http-error';
import { lookUpMember } from './member-lookup';

/**
 * `GET /admin/v1/member-lookup?tel=`: support (and the owner) read one member's orders, purchases
 * and parcels to answer their call. Never kept by a cache: it holds a member's personal data.
 */
const memberLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: MemberLookupQuerySchema,
        response: { 200: MemberLookupSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const found = await lookUpMember(app.db, request.query.tel);
      if (!found) throw new HttpError(404, MEMBER_LOOKUP_MESSAGES.notFound);
      return { data: found };
    },
  );
};

export default memberLookupRoutes;
