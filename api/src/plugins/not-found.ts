import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '#api/lib/messages';

/** Unknown routes answer the spec §8 shape too. */
export function registerNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ message: MESSAGES.notFound, errors: [], status: 404 }),
  );
}
