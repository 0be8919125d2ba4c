import type { FastifyRequest } from 'fastify';

/**
 * The API's own origin as the client reached it (`http://localhost:4000`): links to files the API
 * serves must be absolute, the apps run on other origins.
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
