import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '#api/config';
import { listRemotes } from '#api/catalog/remotes-repository';

/** The catalog's origins are read again after this long (a newly registered remote waits at most this). */
const CATALOG_ORIGINS_TTL_MS = 30_000;

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * Without CORS_ORIGINS: the site (`SITE_URL`) and every remote registered in the catalog (the
 * origin of its entry), so deploying a remote on a new host needs no API setting. Kept for 30 s;
 * when the catalog cannot be read, the last list (or the site alone) is used.
 */
function siteAndRemoteOrigins(app: FastifyInstance): () => Promise<Set<string>> {
  const site = originOf(app.config.siteUrl);
  let cached: { origins: Set<string>; until: number } | undefined;
  return async () => {
    const now = Date.now();
    if (cached && cached.until > now) return cached.origins;
    const remotes = await listRemotes(app.db).catch(() => undefined);
    const origins = new Set(
      [site, ...(remotes ?? []).map((remote) => originOf(remote.entry))].filter((o): o is string =>
        Boolean(o),
      ),
    );
    cached = {
      origins: remotes ? origins : (cached?.origins ?? origins),
      until: now + CATALOG_ORIGINS_TTL_MS,
    };
    return cached.origins;
  };
}

/**
 * The shell and each remote are served from their own origin (ports), so the API answers them, and
 * only them: any other `Origin` gets no CORS header at all, so a page of another site cannot read
 * an answer. The apps send a bearer token, never a cookie, so credentials are allowed to nobody.
 * A preflight without its headers is answered like any OPTIONS instead of a plain-text 400.
 */
export async function registerCors(app: FastifyInstance, config: AppConfig) {
  const allowed = config.corsOrigins
    ? (() => {
        const list = new Set(config.corsOrigins);
        return async () => list;
      })()
    : siteAndRemoteOrigins(app);
  await app.register(cors, {
    origin: (origin, callback) => {
      if (!origin) return callback(null, false);
      allowed().then(
        (origins) => callback(null, origins.has(origin) ? origin : false),
        () => callback(null, false),
      );
    },
    // PATCH: the dealer's truck staff page changes one operator with it.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
    strictPreflight: false,
  });
}
