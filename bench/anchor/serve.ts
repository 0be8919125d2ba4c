// Builds the anchor page (bench/anchor, a bare React 19 prize table) when it has no build yet, and
// serves it the way scripts/serve-static.ts serves our apps: precompressed files, the API's URL
// written into the HTML. The benches call `startAnchor()` so ours and the anchor load in one run.
import type http from 'node:http';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startStaticServer } from '../../scripts/serve-static';
import { precompress } from '../../scripts/precompress';

const dir = path.join(__dirname, 'dist');
export const ANCHOR_PORT = Number(process.env.ANCHOR_PORT ?? 3099);

export function buildAnchor(): void {
  const rspack = path.resolve(__dirname, '..', '..', 'node_modules', '.bin', 'rspack');
  const built = spawnSync(rspack, ['build', '-c', path.join(__dirname, 'rspack.config.ts')], {
    cwd: __dirname,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error('the anchor page did not build');
  precompress(dir);
}

/** Serves the anchor page on ANCHOR_PORT; resolves to its URL and the server to close. */
export async function startAnchor(apiUrl: string): Promise<{ url: string; server: http.Server }> {
  if (!existsSync(path.join(dir, 'index.html')) || process.env.ANCHOR_REBUILD === '1') buildAnchor();
  const server = await startStaticServer({ dir, port: ANCHOR_PORT, host: '127.0.0.1', apiUrl });
  return { url: `http://localhost:${ANCHOR_PORT}/`, server };
}
