import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** The shell and each remote are served from their own origin (ports), so the API answers them all. */
export async function registerCors(app: FastifyInstance, config: AppConfig) {
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
}
