import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { PopupSchema, PopupVersionSchema } from '@chokdee/shared-contract/schemas/popup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '#api/lib/request-origin';
import { getPopupVersion, listLivePopups, toPopup } from '#api/site/popups-repository';

/** Spec §4 announcement popup: the version the shell compares, and the slides live now. */
const popupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/version', { schema: { response: { 200: dataEnvelope(PopupVersionSchema) } } }, async () => ({
    data: await getPopupVersion(app.db),
  }));

  app.get('/', { schema: { response: { 200: dataEnvelope(z.array(PopupSchema)) } } }, async (request) => {
    const origin = requestOrigin(request);
    return { data: (await listLivePopups(app.db, app.now())).map((row) => toPopup(row, origin)) };
  });
};

export default popupsRoutes;
