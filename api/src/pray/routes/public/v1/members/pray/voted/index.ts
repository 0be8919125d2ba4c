import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { PrayProjectSummarySchema } from '@chokdee/shared-contract/schemas/pray';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOnly } from '#api/plugins/member-only';
import { toSummaries } from '#api/pray/project-store';
import { votedProjects } from '#api/pray/voted';

/** `/public/v1/members/pray/voted`: the projects the member joined in prayer. */
const votedPrayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));
  app.get(
    '/',
    { schema: { response: { 200: dataEnvelope(z.array(PrayProjectSummarySchema)), 401: ApiErrorSchema } } },
    async (request) => ({ data: await toSummaries(app.db, await votedProjects(app.db, request.user.id)) }),
  );
};

export default votedPrayRoutes;
