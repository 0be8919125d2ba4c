// Serves one built app (its dist/ folder) from its own origin, the way a CDN would:
// precompressed files, long cache for content-hashed assets, no cache for the files that
// name them (HTML, mf-manifest.json, remoteEntry.js), CORS so the shell can load remotes,
// and history fallback so deep links reach the app. Runnable alone:
//   tsx scripts/serve-static.ts <dist-dir> <port> [--api-url URL]
import http from 'node:http';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import sirv from 'sirv';

export interface StaticServerOptions {
  dir: string;
  port: number;
  host?: string;
  /** Written into the HTML as `<meta name="chokdee-api-url">`, so one build runs against any API. */
  apiUrl?: string;
}

const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|png|jpe?g|webp|svg)$/;

function withRuntimeConfig(html: string, apiUrl: string | undefined): string {
  if (!apiUrl) return html;
  const url = apiUrl.replace(/"/g, '&quot;');
  // The API is another origin: open the connection while the scripts download.
  const tags = `<meta name="chokdee-api-url" content="${url}"><link rel="preconnect" href="${url}" crossorigin>`;
  return html.replace('<head>', `<head>${tags}`);
}

export function startStaticServer({
  dir,
  port,
  host = '0.0.0.0',
  apiUrl,
}: StaticServerOptions): Promise<http.Server> {
  const indexHtml = withRuntimeConfig(readFileSync(path.join(dir, 'index.html'), 'utf8'), apiUrl);
  const assets = sirv(dir, {
    gzip: true,
    brotli: true,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader(
        'Cache-Control',
        HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const sendIndex = (res: http.ServerResponse) => {
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Access-Control-Allow-Origin': '*',
    });
    res.end(indexHtml);
  };

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' });
      res.end();
      return;
    }
    // A path without a file extension is a page of the app: answer with the app's HTML.
    const pathname = url.split('?')[0] ?? '/';
    if (pathname === '/' || pathname === '/index.html' || !path.extname(pathname)) {
      sendIndex(res);
      return;
    }
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' });
      res.end('ไม่พบไฟล์');
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (require.main === module) {
  const [dir, port] = process.argv.slice(2);
  const apiFlag = process.argv.indexOf('--api-url');
  if (!dir || !port) {
    console.error('ใช้: tsx scripts/serve-static.ts <dist-dir> <port> [--api-url URL]');
    process.exit(2);
  }
  startStaticServer({
    dir: path.resolve(dir),
    port: Number(port),
    apiUrl: apiFlag > 0 ? process.argv[apiFlag + 1] : undefined,
  }).then(
    () => console.log(`serving ${dir} on :${port}`),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
