import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Brotli or gzip for answers over 1 KB: the draw list a results page reads is 37 KB of JSON
 * and 2.5 KB compressed, which matters on a phone's connection.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
