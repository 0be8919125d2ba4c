import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  AmuletCertificateSchema,
  CertificateParamsSchema,
  SHOP_MESSAGES,
} from '@chokdee/shared-contract/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { memberOnly } from '#api/plugins/member-only';
import { findCertificate, listMemberCertificates } from '#api/shop/certificates';

/**
 * `/ecommerce/amulet-bags/{certificateCode}`: anyone checks a code (no buyer data in the answer);
 * the member lists their own amulets.
 */
const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: memberOnly(app),
      schema: { response: { 200: dataEnvelope(z.array(AmuletCertificateSchema)), 401: ApiErrorSchema } },
    },
    async (request) => ({ data: await listMemberCertificates(app.db, request.user.id) }),
  );

  app.get(
    '/:code',
    {
      schema: {
        params: CertificateParamsSchema,
        response: { 200: dataEnvelope(AmuletCertificateSchema), 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const certificate = await findCertificate(app.db, request.params.code);
      if (!certificate) throw new HttpError(404, SHOP_MESSAGES.certificateNotFound);
      return { data: certificate };
    },
  );
};

export default certificatesRoutes;
