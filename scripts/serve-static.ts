// Serves one built app (its dist/ folder) from its own origin, the way a CDN would:
// precompressed files, long cache for content-hashed assets, no cache for the files that
// name them (HTML, mf-manifest.json, remoteEntry.js), CORS on the files the shell loads from a
// remote (scripts, styles, manifests, fonts; never the HTML), history fallback so deep links reach
// the app (a path that is none of the app's pages gets the HTML with a 404), a Content-Security-Policy on the HTML, the security headers on every answer (404s
// too), and only GET and HEAD (OPTIONS as a CORS preflight): anything else is a 405.
// Runnable alone:
//   tsx scripts/serve-static.ts <dist-dir> <port> [--api-url URL] [--csp-origins URL,URL…]
//     [--pages <catalog.json>] [--catalog-api URL]
// --pages: a remote's pages are the routes of its catalog.json; --catalog-api: the shell's are its
// own and the live catalog's (scripts/live-catalog-pages.ts), which also names its staff surfaces.
// Without either, every path is a page.
// --site-files-api: the shell answers /sitemap.xml and /robots.txt with that API's (site-files.ts),
// and writes each page's head (page-head.ts) and, except on a staff surface, the announcement's
// first slide (first-announcement.ts) from that API into its HTML.
// --csp-origins names the remotes' origins the shell may load; env CSP_EXTRA_ORIGINS adds more
// (a remote deployed on another host). Whether the app is the shell or a remote is read from its
// build: only a remote has a remoteEntry.js.
import http from 'node:http';
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import sirv from 'sirv';
import { buildContentSecurityPolicy, parseOriginList } from './content-security-policy';
import { liveCatalog } from './live-catalog-pages';
import { FIRST_ANNOUNCEMENT_INCLUDE_URI, firstAnnouncementSource } from './first-announcement';
import {
  composePage,
  isAskablePath,
  PAGE_BODY_INCLUDE_URI,
  PAGE_HEAD_INCLUDE_URI,
  pageBodySource,
  pageHeadSource,
  splitPageHtml,
  type IncludeTexts,
} from './page-head';
import { pageMatcher, ROOT_PAGES } from './page-patterns';
import { SITE_FILE_TIMEOUT_MS, SITE_FILES } from './site-files';
import {
  ALLOWED_METHODS,
  CROSS_ORIGIN_FILE,
  ERROR_CONTENT_SECURITY_POLICY,
  PREFLIGHT_HEADERS,
  securityHeaders as securityHeadersOf,
} from './security-headers';

export interface StaticServerOptions {
  dir: string;
  port: number;
  host?: string;
  /** Written into the HTML as `<meta name="chokdee-api-url">`, so one build runs against any API. */
  apiUrl?: string;
  /** The Content-Security-Policy header of the HTML answers; none when left out. */
  contentSecurityPolicy?: string;
  /** The site is served over HTTPS (a TLS proxy in front): send HSTS. */
  hsts?: boolean;
  /** The shell only: PWA remotes' `dist/pwa/` folders, served at `/remote-pwa/<name>/` (remote kit). */
  remotePwas?: RemotePwa[];
  /**
   * Whether a path (no file) is one of the app's pages: the HTML with 200, else the HTML with 404
   * so the app shows its own 'not found' page. Absent: every path is a page.
   */
  isPage?: (pathname: string) => boolean | Promise<boolean>;
  /**
   * The shell only: whether a page is a staff surface (the shell shows no consumer announcement
   * over it), so its HTML carries no slide and the API is not asked for one. Absent: none is.
   */
  isStaffPage?: StaffCheck;
  /**
   * The shell only: the API (as this server reaches it) whose sitemap and robots.txt the site's
   * origin answers with, and whose page heads and announcement it writes into the pages' HTML.
   * Absent: those paths are missing files, like any other, and every page has the HTML's default
   * head and no announcement.
   */
  siteFilesApi?: string;
}

/** A remote's catalog.json `service_worker`: its built `pwa/` folder and the pages it controls. */
export interface RemotePwa {
  name: string;
  dir: string;
  scope: string;
}

const PWA_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/**
 * `/remote-pwa/<name>/<file>` from that remote's pwa folder, or false when the path is not one.
 * Only plain file names of the folder: no sub-path, no `..`. The worker's script may control the
 * remote's scope (`Service-Worker-Allowed`), and is never cached by HTTP so updates reach devices.
 */
export function serveRemotePwa(pathname: string, pwas: RemotePwa[], res: http.ServerResponse): boolean {
  const match = /^\/remote-pwa\/([a-z0-9_]+)\/([A-Za-z0-9._-]+)$/.exec(pathname);
  const pwa = match && pwas.find((p) => p.name === match[1]);
  if (!match || !pwa) return false;
  const file = match[2]!;
  const type = PWA_TYPES[path.extname(file)];
  const full = path.join(pwa.dir, file);
  if (!type || file.startsWith('.') || !existsSync(full)) {
    sendError(res, 404);
    return true;
  }
  res.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': 'no-cache',
    ...(file === 'service-worker.js' ? { 'Service-Worker-Allowed': pwa.scope } : {}),
  });
  res.end(readFileSync(full));
  return true;
}

const ERROR_TEXT: Record<number, string> = {
  404: 'ไม่พบไฟล์',
  405: 'ไม่รองรับวิธีการเรียกนี้',
  502: 'ยังเรียกข้อมูลจากระบบไม่ได้ กรุณาลองใหม่อีกครั้ง',
};

/**
 * A 404, 405 or 502 in Thai plain text, never cached; the security headers set on `res` before
 * stay. A 405 names the methods there are.
 */
export function sendError(res: http.ServerResponse, status: 404 | 405 | 502, allow?: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': ERROR_CONTENT_SECURITY_POLICY,
    ...(allow ? { Allow: allow } : {}),
  });
  res.end(ERROR_TEXT[status]);
}

/**
 * A site file (site-files.ts) as the API answers it: its status, body, type and cache lifetime, and
 * none of the API's own headers (this origin's security headers are already on `res`). An API that
 * does not answer is a 502.
 */
export async function sendSiteFile(url: string, res: http.ServerResponse): Promise<void> {
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(SITE_FILE_TIMEOUT_MS) });
    const body = Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, {
      'Content-Type': answer.headers.get('content-type') ?? 'text/plain; charset=utf-8',
      'Cache-Control': answer.headers.get('cache-control') ?? 'no-cache',
    });
    res.end(body);
  } catch {
    sendError(res, 502);
  }
}

/** `--remote-pwa mf_truck=/abs/mf-truck/dist/pwa@/truck` → one RemotePwa. */
export function parseRemotePwa(value: string): RemotePwa {
  const match = /^([a-z0-9_]+)=(.+)@(\/[^@]*)$/.exec(value);
  if (!match) throw new Error(`--remote-pwa ${value}: ใช้รูปแบบ <ชื่อ>=<โฟลเดอร์>@<scope>`);
  return { name: match[1]!, dir: match[2]!, scope: match[3]! };
}

/** Whether a page (its path as the browser sent it) is a staff surface. */
export type StaffCheck = (pathname: string) => boolean | Promise<boolean>;

/**
 * `textsOf(pathname, cookieHeader)`: what the API writes into a page's includes, its head, the
 * announcement's first slide and the server-rendered page, asked at once; nothing for a path the
 * API is not asked about, and neither slide nor page on a staff surface.
 */
export function pageIncludesSource(
  apiUrl: string,
  isStaffPage: StaffCheck = () => false,
): (pathname: string, cookieHeader: string | undefined) => Promise<IncludeTexts> {
  const headOf = pageHeadSource({ apiUrl });
  const slideFor = firstAnnouncementSource({ apiUrl });
  const bodyOf = pageBodySource({ apiUrl });
  const onPublicPage = async (
    pathname: string,
    text: (pathname: string) => Promise<string>,
  ): Promise<string> => ((await isStaffPage(pathname)) ? '' : text(pathname));
  return async (pathname, cookieHeader) => {
    if (!isAskablePath(pathname)) return {};
    const [head, slide, body] = await Promise.all([
      headOf(pathname),
      onPublicPage(pathname, () => slideFor(cookieHeader)),
      onPublicPage(pathname, bodyOf),
    ]);
    return {
      [PAGE_HEAD_INCLUDE_URI]: head,
      [FIRST_ANNOUNCEMENT_INCLUDE_URI]: slide,
      [PAGE_BODY_INCLUDE_URI]: body,
    };
  };
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
  contentSecurityPolicy,
  hsts = false,
  remotePwas = [],
  isPage = () => true,
  isStaffPage,
  siteFilesApi,
}: StaticServerOptions): Promise<http.Server> {
  const securityHeaders = securityHeadersOf({ hsts });
  const indexHtml = withRuntimeConfig(readFileSync(path.join(dir, 'index.html'), 'utf8'), apiUrl);
  const assets = sirv(dir, {
    gzip: true,
    brotli: true,
    etag: true,
    setHeaders(res, pathname) {
      if (CROSS_ORIGIN_FILE.test(pathname)) res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader(
        'Cache-Control',
        HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const pageHtml = splitPageHtml(indexHtml);
  const textsOf = pageHtml && siteFilesApi ? pageIncludesSource(siteFilesApi, isStaffPage) : undefined;

  // The API is asked only for a page of the app: a 404 keeps the default head and no announcement.
  const sendIndex = async (
    res: http.ServerResponse,
    pathname: string,
    cookieHeader: string | undefined,
    status: 200 | 404 = 200,
  ) => {
    const texts = textsOf && status === 200 ? await textsOf(pathname, cookieHeader) : {};
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      ...(contentSecurityPolicy ? { 'Content-Security-Policy': contentSecurityPolicy } : {}),
    });
    res.end(pageHtml ? composePage(pageHtml, texts) : indexHtml);
  };

  const server = http.createServer((req, res) => {
    // Every answer, whatever it is: set first, so each writeHead below adds to them.
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    const crossOrigin = CROSS_ORIGIN_FILE.test(pathname);
    if (req.method === 'OPTIONS' && crossOrigin) {
      res.writeHead(204, PREFLIGHT_HEADERS);
      res.end();
      return;
    }
    if (!(ALLOWED_METHODS as readonly string[]).includes(req.method ?? '')) {
      sendError(res, 405, crossOrigin ? 'GET, HEAD, OPTIONS' : 'GET, HEAD');
      return;
    }
    if (remotePwas.length > 0 && serveRemotePwa(pathname, remotePwas, res)) return;
    const siteFile = SITE_FILES.find((file) => file.path === pathname);
    if (siteFile && siteFilesApi) {
      void sendSiteFile(`${siteFilesApi.replace(/\/+$/, '')}${siteFile.apiPath}`, res);
      return;
    }
    // A path without a file extension is a page of the app: answer with the app's HTML.
    if (pathname === '/' || pathname === '/index.html' || !path.extname(pathname)) {
      void Promise.resolve(isPage(pathname)).then(
        (page) => sendIndex(res, pathname, req.headers.cookie, page ? 200 : 404),
        () => sendIndex(res, pathname, req.headers.cookie),
      );
      return;
    }
    assets(req, res, () => sendError(res, 404));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** The policy for the app built in `dir`: the shell's (it has no remoteEntry.js) or a remote's. */
export function policyFor(dir: string, apiUrl: string | undefined, remoteOrigins: string[]): string {
  return buildContentSecurityPolicy({
    kind: existsSync(path.join(dir, 'remoteEntry.js')) ? 'remote' : 'host',
    apiUrl,
    remoteOrigins,
    extraOrigins: parseOriginList(process.env.CSP_EXTRA_ORIGINS),
  });
}

/**
 * `--pages <catalog.json>` (a remote) or `--catalog-api <url>` (the shell: its pages and staff
 * surfaces from one live catalog); neither: every path is a page.
 */
function pagesFromFlags(
  catalogFile: string | undefined,
  catalogApi: string | undefined,
): Pick<StaticServerOptions, 'isPage' | 'isStaffPage'> {
  if (catalogApi) return liveCatalog({ apiUrl: catalogApi });
  if (!catalogFile) return {};
  const { routes } = JSON.parse(readFileSync(catalogFile, 'utf8')) as { routes: { path: string }[] };
  return { isPage: pageMatcher([...ROOT_PAGES, ...routes]) };
}

if (require.main === module) {
  const [dir, port] = process.argv.slice(2);
  const flag = (name: string) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  if (!dir || !port) {
    console.error(
      'ใช้: tsx scripts/serve-static.ts <dist-dir> <port> [--api-url URL] [--csp-origins URL,URL…]',
    );
    process.exit(2);
  }
  const apiUrl = flag('--api-url');
  let contentSecurityPolicy: string;
  try {
    contentSecurityPolicy = policyFor(path.resolve(dir), apiUrl, parseOriginList(flag('--csp-origins')));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  startStaticServer({
    dir: path.resolve(dir),
    port: Number(port),
    apiUrl,
    contentSecurityPolicy,
    hsts: process.env.HSTS === '1',
    remotePwas: process.argv.flatMap((arg, i) =>
      process.argv[i - 1] === '--remote-pwa' ? [parseRemotePwa(arg)] : [],
    ),
    ...pagesFromFlags(flag('--pages'), flag('--catalog-api')),
    siteFilesApi: flag('--site-files-api'),
  }).then(
    () => console.log(`serving ${dir} on :${port}`),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
