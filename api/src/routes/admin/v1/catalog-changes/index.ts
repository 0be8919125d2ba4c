import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import {
  CatalogChangeSchema,
  CatalogChangesQuerySchema,
} from '@chokdee/shared-contract/schemas/catalog-admin';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listCatalogChanges } from '#api/catalog/catalog-changes-repository';
import { toBangkokIso } from '#api/lib/bangkok-time';

/** Who changed what in the catalog and when, newest first (the console's change log). */
const catalogChangesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: CatalogChangesQuerySchema,
        response: {
          200: dataEnvelope(z.array(CatalogChangeSchema)),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const rows = await listCatalogChanges(app.db, request.query.remote);
      return { data: rows.map((row) => ({ ...row, at: toBangkokIso(row.at) })) };
    },
  );
};

export default catalogChangesRoutes;
