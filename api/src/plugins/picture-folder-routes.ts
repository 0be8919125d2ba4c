import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { MESSAGES } from '#api/lib/messages';

/** The folders of pictures shipped with the API (`api/public/<name>/`). */
export function publicPicturesDir(name: string): string {
  return path.resolve(__dirname, '..', '..', 'public', name);
}

// Only plain names: nothing can climb out of the folder.
const FileParamsSchema = z.object({ file: z.string().max(100) });
const SAFE_FILE = /^[a-z0-9][a-z0-9-]*\.(svg|webp|png)$/;
const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  webp: 'image/webp',
  png: 'image/png',
};

interface Picture {
  body: Buffer;
  etag: string;
}

/**
 * Serves one folder of pictures (SVG, WebP, PNG) with a long cache and an ETag. An SVG opened directly
 * runs in the API's origin, so it gets a CSP that forbids scripts, and `nosniff` keeps it an image.
 */
export function pictureFolderRoutes(dir: string): FastifyPluginAsyncZod {
  return async (app) => {
    const cache = new Map<string, Promise<Picture | undefined>>();
    const load = (file: string) => {
      let picture = cache.get(file);
      if (!picture) {
        picture = readFile(path.join(dir, file)).then(
          (body) => ({
            body,
            etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
          }),
          () => undefined,
        );
        cache.set(file, picture);
      }
      return picture;
    };

    app.get('/:file', { schema: { params: FileParamsSchema } }, async (request, reply) => {
      const { file } = request.params;
      const match = SAFE_FILE.exec(file);
      const picture = match ? await load(file) : undefined;
      if (!match || !picture) {
        cache.delete(file);
        throw new HttpError(404, MESSAGES.notFound);
      }
      reply
        .header('content-type', CONTENT_TYPES[match[1]!]!)
        .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
        .header('etag', picture.etag)
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        );
      if (request.headers['if-none-match'] === picture.etag) return reply.code(304).send();
      return reply.send(picture.body);
    });
  };
}
