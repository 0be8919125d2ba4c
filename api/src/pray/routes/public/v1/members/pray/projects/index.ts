import multipart from '@fastify/multipart';
import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  PrayDraftBodySchema,
  PrayPictureSchema,
  PrayProjectSchema,
  PrayUpdateBodySchema,
} from '@chokdee/shared-contract/schemas/pray';
import { PrayOwnUpdateSchema } from '@chokdee/shared-contract/schemas/pray-review';
import { IdTextSchema } from '@chokdee/shared-contract/schemas/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { memberOnly } from '#api/plugins/member-only';
import { PRAY_MESSAGES } from '@chokdee/shared-contract/schemas/pray';
import { PICTURE_MULTIPART_LIMITS, readPicturePart } from '#api/pray/picture-form';
import { processPrayPicture } from '#api/pray/picture-process';
import { addPicture, assertRoomForPicture, deletePicture } from '#api/pray/pictures';
import { closeProject, createDraft, ownedProject, saveDraft, submitDraft } from '#api/pray/project-drafts';
import { findOwnedProjects, findProjectById, toProject } from '#api/pray/project-store';
import { listOwnUpdates, postUpdate, resubmitUpdate } from '#api/pray/updates';

const IdParams = z.object({ id: IdTextSchema });
const PictureParams = IdParams.extend({ pictureId: IdTextSchema });
const UpdateParams = IdParams.extend({ updateId: IdTextSchema });
const PictureQuery = z.object({ for: z.enum(['gallery', 'update']).default('gallery') });
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  413: ApiErrorSchema,
  415: ApiErrorSchema,
  422: ApiErrorSchema,
} as const;
const ProjectAnswer = dataEnvelope(PrayProjectSchema);

/**
 * `/public/v1/members/pray/projects`: the member's own prayer projects. The create wizard saves
 * each step as a draft (POST then PUT: the site's CORS allows no PATCH), uploads pictures, submits for review; the owner closes a
 * published project and posts its news. Another member's project answers 404.
 */
const myPrayProjectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));
  await app.register(multipart, { limits: PICTURE_MULTIPART_LIMITS });

  const answer = async (id: number, viewerId: number) => ({
    data: await toProject(app.db, (await findProjectById(app.db, id))!, viewerId),
  });

  app.get(
    '/',
    { schema: { response: { 200: dataEnvelope(z.array(PrayProjectSchema)), ...errors } } },
    async (request) => {
      const rows = await findOwnedProjects(app.db, request.user.id);
      return { data: await Promise.all(rows.map((row) => toProject(app.db, row, request.user.id))) };
    },
  );

  app.post(
    '/',
    { schema: { body: PrayDraftBodySchema, response: { 201: ProjectAnswer, ...errors } } },
    async (request, reply) => {
      const id = await createDraft(app.db, request.user.id, request.body, app.now());
      return reply.code(201).send(await answer(id, request.user.id));
    },
  );

  app.get(
    '/:id',
    { schema: { params: IdParams, response: { 200: ProjectAnswer, ...errors } } },
    async (request) => {
      const row = await ownedProject(app.db, request.params.id, request.user.id);
      return { data: await toProject(app.db, row, request.user.id) };
    },
  );

  app.put(
    '/:id',
    { schema: { params: IdParams, body: PrayDraftBodySchema, response: { 200: ProjectAnswer, ...errors } } },
    async (request) => {
      const row = await ownedProject(app.db, request.params.id, request.user.id);
      await saveDraft(app.db, row, request.body, app.now());
      return answer(row.id, request.user.id);
    },
  );

  app.post(
    '/:id/pictures',
    {
      schema: {
        params: IdParams,
        querystring: PictureQuery,
        response: { 201: dataEnvelope(PrayPictureSchema), ...errors },
      },
    },
    async (request, reply) => {
      const row = await ownedProject(app.db, request.params.id, request.user.id);
      const forUpdate = request.query.for === 'update';
      // Gallery pictures change only while editing; news pictures only on a published project.
      if (!forUpdate && !['draft', 'rejected'].includes(row.status))
        throw new HttpError(409, PRAY_MESSAGES.notEditable);
      if (forUpdate && row.status !== 'published') throw new HttpError(409, PRAY_MESSAGES.notPublished);
      // The count first: a picture the project has no room for is never read or decoded.
      await assertRoomForPicture(app.db, row.id, request.query.for);
      const picture = await processPrayPicture(await readPicturePart(request));
      const saved = await addPicture(app.db, row.id, picture, request.query.for, app.now());
      return reply.code(201).send({ data: saved });
    },
  );

  app.delete(
    '/:id/pictures/:pictureId',
    { schema: { params: PictureParams, response: { 200: dataEnvelope(z.null()), ...errors } } },
    async (request) => {
      const row = await ownedProject(app.db, request.params.id, request.user.id);
      if (!['draft', 'rejected'].includes(row.status)) throw new HttpError(409, PRAY_MESSAGES.notEditable);
      if (!(await deletePicture(app.db, row.id, request.params.pictureId)))
        throw new HttpError(404, PRAY_MESSAGES.notFound);
      return { data: null };
    },
  );

  app.post(
    '/:id/submit',
    { schema: { params: IdParams, response: { 200: ProjectAnswer, ...errors } } },
    async (request) => {
      const row = await ownedProject(app.db, request.params.id, request.user.id);
      await submitDraft(app.db, row, app.now());
      return answer(row.id, request.user.id);
    },
  );

  app.post(
    '/:id/close',
    { schema: { params: IdParams, response: { 200: ProjectAnswer, ...errors } } },
    async (request) => {
      const row = await ownedProject(app.db, request.params.id, request.user.id);
      await closeProject(app.db, row, app.now());
      return answer(row.id, request.user.id);
    },
  );

  app.post(
    '/:id/updates',
    {
      schema: {
        params: IdParams,
        body: PrayUpdateBodySchema,
        response: { 201: dataEnvelope(PrayOwnUpdateSchema), ...errors },
      },
    },
    async (request, reply) => {
      const row = await ownedProject(app.db, request.params.id, request.user.id);
      if (row.status !== 'published') throw new HttpError(409, PRAY_MESSAGES.notPublished);
      return reply.code(201).send({ data: await postUpdate(app.db, row.id, request.body, app.now()) });
    },
  );

  /** The owner's news with its review state: waiting, refused and why, hidden and why. */
  app.get(
    '/:id/updates',
    {
      schema: { params: IdParams, response: { 200: dataEnvelope(z.array(PrayOwnUpdateSchema)), ...errors } },
    },
    async (request) => {
      const row = await ownedProject(app.db, request.params.id, request.user.id);
      return { data: await listOwnUpdates(app.db, row.id) };
    },
  );

  /** Refused news, fixed: it goes back to the reviewers. */
  app.put(
    '/:id/updates/:updateId',
    {
      schema: {
        params: UpdateParams,
        body: PrayUpdateBodySchema,
        response: { 200: dataEnvelope(PrayOwnUpdateSchema), ...errors },
      },
    },
    async (request) => {
      const row = await ownedProject(app.db, request.params.id, request.user.id);
      return {
        data: await resubmitUpdate(app.db, row.id, request.params.updateId, request.body, app.now()),
      };
    },
  );
};

export default myPrayProjectsRoutes;
