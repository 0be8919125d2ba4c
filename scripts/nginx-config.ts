// The nginx configuration of each app, rendered from deploy/nginx/app.conf.template: one set of
// files for docker-compose (`npm run compose-file`) and the deploy smoke (e2e/deploy-smoke/), which
// serves the very same dist/ folders with Debian's nginx. The values filled in are where the app
// listens, its folder, the API URL written into its HTML, its Content-Security-Policy (the
// shell's names every remote's origin, as scripts/serve-static.ts does) and the map of its pages:
// a path none of them matches is a 404 with the app's HTML. nginx cannot read the live catalog, so
// the shell's pages are its own and every remote's of this checkout, as rendered: a remote
// registered later with new routes needs the config rendered again (until then its pages are
// 404s that still show them). The same map marks the shell's staff surfaces (the routes with
// `surface: 'staff'` and its console), whose HTML gets no announcement.
import path from 'node:path';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { SHELL_PAGE_PATHS } from '../shell/src/pages/shell-page-paths';
import { listRemotes, readRemoteCatalog, type AppInfo } from './apps';
import { buildContentSecurityPolicy } from './content-security-policy';
import { firstAnnouncementHttpLines, firstAnnouncementLocation } from './nginx-first-announcement';
import { pageBodyLocation } from './nginx-page-body';
import {
  emptyIncludeLocation,
  PAGE_VALUE,
  pageHeadHttpLines,
  pageHeadLocation,
  STAFF_PAGE_VALUE,
} from './nginx-page-head';
import {
  patternRegExpSource,
  ROOT_PAGES,
  SHELL_STAFF_PAGES,
  staffRoutePatterns,
  type PagePattern,
} from './page-patterns';
import { ERROR_CONTENT_SECURITY_POLICY, securityHeaders } from './security-headers';
import { SITE_FILES, SITE_FILE_TIMEOUT_MS } from './site-files';

export const NGINX_DIR = path.resolve(__dirname, '..', 'deploy', 'nginx');
export const APP_TEMPLATE = path.join(NGINX_DIR, 'app.conf.template');
/** The HTTP-level part (the HSTS, CORS and method maps), included once per nginx beside the apps' server blocks. */
export const HTTP_CONF = path.join(NGINX_DIR, 'http.conf');

/**
 * Replaces each `${NAME}` of the template. A placeholder left without a value, or a value nginx
 * would read as more than text (a variable `$`, a double quote, a brace, a line break), is an
 * error: a typo must not become a config that serves the site without its headers. (Single quotes
 * are the CSP's own, inside double quotes; the API URL, in single quotes, is checked apart.)
 */
export function renderTemplate(template: string, values: Record<string, string>): string {
  for (const [name, value] of Object.entries(values)) {
    if (/[$"{}\\\r\n]/.test(value)) throw new Error(`nginx: ค่าของ ${name} มีอักขระที่ใช้ไม่ได้: ${value}`);
  }
  const text = template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx: ไม่มีค่าของ \${${name}} ในแม่แบบ`);
    return value;
  });
  return text;
}

export interface AppConfOptions {
  app: AppInfo;
  /** What `listen` says: `80` in a container, `127.0.0.1:8101` on a host. */
  listen: string;
  /** The app's built folder as nginx sees it. */
  root: string;
  /** The API the browser calls, e.g. https://api.example. */
  apiUrl: string;
  /**
   * The shell only: where nginx itself reaches the API for the site's sitemap and robots.txt
   * (`http://api:4000` inside docker-compose); default `apiUrl`. nginx resolves its host at start.
   */
  apiUpstream?: string;
  /** Where browsers load each remote from: the shell's CSP lets exactly these in. */
  remoteOrigins: string[];
  /** More origins for the shell (a remote registered later on another host). */
  extraOrigins?: string[];
  /** The shell only: PWA remotes whose `dist/pwa/` it serves at `/remote-pwa/<name>/`. */
  remotePwas?: RemotePwaFolder[];
  /** The app's pages; absent: those of the checkout (`appPages`). */
  pages?: readonly PagePattern[];
  /** The shell only: its staff surfaces' pages; absent: those of the checkout (`appStaffPages`). */
  staffPages?: readonly PagePattern[];
  /**
   * The shell only: the folder of the micro-cache of the page heads and the announcement (writable
   * by nginx; one per nginx); false: every page asks the API for both. Default:
   * DEFAULT_PAGE_HEAD_CACHE_DIR.
   */
  pageHeadCacheDir?: string | false;
}

/** Where the official nginx image (docker-compose) keeps caches. */
export const DEFAULT_PAGE_HEAD_CACHE_DIR = '/var/cache/nginx/chokdee-page-head';

/**
 * The pages of an app of this checkout: a remote's are its catalog.json routes, the shell's are
 * its own and every remote's. Each app's root (its HTML) is a page too.
 */
export function appPages(app: AppInfo, repoRoot = path.resolve(__dirname, '..')): PagePattern[] {
  return [
    ...ROOT_PAGES,
    ...(app.remote ? [] : SHELL_PAGE_PATHS),
    ...catalogRoutesOf(app, repoRoot).map(({ path }) => ({ path })),
  ];
}

/** The staff surfaces of the shell of this checkout: its console and every remote's staff routes. */
export function appStaffPages(app: AppInfo, repoRoot = path.resolve(__dirname, '..')): PagePattern[] {
  if (app.remote) return []; // only the shell's HTML carries the announcement
  return [...SHELL_STAFF_PAGES, ...staffRoutePatterns(catalogRoutesOf(app, repoRoot))];
}

/** The catalog.json routes an app serves: a remote its own, the shell every remote's. */
function catalogRoutesOf(app: AppInfo, repoRoot: string) {
  const remotes = app.remote ? [app] : listRemotes(repoRoot);
  return remotes.flatMap((remote) => readRemoteCatalog(path.join(repoRoot, remote.dir)).routes);
}

/**
 * The HTTP-level map that sets `$chokdee_page_<app>` on a path one of `pages` or `staffPages`
 * matches (without case, as react-router), to STAFF_PAGE_VALUE on a staff surface's, else
 * PAGE_VALUE: the app's `location /` answers any other path with a 404.
 */
export function knownPagesMap(
  appName: string,
  pages: readonly PagePattern[],
  staffPages: readonly PagePattern[] = [],
): string {
  if (!/^[a-z0-9_]+$/.test(appName)) throw new Error(`nginx: ชื่อแอปใช้ไม่ได้: ${appName}`);
  const staff = new Set(staffPages.map(patternRegExpSource));
  const others = new Set(pages.map(patternRegExpSource).filter((source) => !staff.has(source)));
  for (const source of [...staff, ...others]) {
    if (/["\\\s;{}]/.test(source.replace(/\\[.]/g, ''))) throw new Error(`nginx: เส้นทางใช้ไม่ได้: ${source}`);
  }
  // nginx tries the expressions in order, the first match wins: staff first, so a staff page
  // another pattern also matches (the console under `/:id/:title`) stays staff.
  return [
    `map $uri $chokdee_page_${appName} {`,
    '  default "";',
    ...[...staff].map((source) => `  "~*${source}" ${STAFF_PAGE_VALUE};`),
    ...[...others].map((source) => `  "~*${source}" ${PAGE_VALUE};`),
    '}',
  ].join('\n');
}

/** A remote's built `pwa/` folder as nginx sees it, and the pages its worker may control. */
export interface RemotePwaFolder {
  /** Module Federation name, e.g. `mf_truck`. */
  name: string;
  root: string;
  scope: string;
}

const PWA_MARKER = '  #remote-pwa-locations';
const SITE_FILES_MARKER = '  #site-files-locations';
const PAGES_MARKER = /^#known-pages-map$/m;
const PAGE_HEAD_HTTP_MARKER = /^#page-head-http$/m;
const PAGE_HEAD_SSI_MARKER = /^ *#page-head-ssi$/m;
const SECURITY_MARKER = /^( *)#security-headers$/gm;

/**
 * The `add_header` lines of the security headers (scripts/security-headers.ts), each `always` so a
 * 404 or 405 has them too; HSTS from the HTTP level's `$chokdee_hsts` (sent over TLS only).
 */
export function securityHeaderLines(indent = ''): string {
  const { 'Strict-Transport-Security': _overTlsOnly, ...headers } = securityHeaders({ hsts: true });
  return [
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`),
    'add_header Strict-Transport-Security $chokdee_hsts always;',
  ]
    .map((line) => indent + line)
    .join('\n');
}

/** What scripts/serve-static.ts does for `--remote-pwa`: the folder at `/remote-pwa/<name>/`, never cached stale. */
export function remotePwaLocations(pwas: readonly RemotePwaFolder[]): string {
  return pwas
    .map((pwa) => {
      for (const value of [pwa.name, pwa.root, pwa.scope]) {
        if (/[$"{};\\\s]/.test(value)) throw new Error(`nginx: ค่าของ remote-pwa ใช้ไม่ได้: ${value}`);
      }
      if (!/^[a-z0-9_]+$/.test(pwa.name)) throw new Error(`nginx: ชื่อ remote-pwa ใช้ไม่ได้: ${pwa.name}`);
      const root = pwa.root.endsWith('/') ? pwa.root : `${pwa.root}/`;
      return [
        `  location ^~ /remote-pwa/${pwa.name}/ {`,
        `    alias ${root};`,
        securityHeaderLines('    '),
        '    add_header Cache-Control "no-cache";',
        `    add_header Service-Worker-Allowed "${pwa.scope}";`,
        '  }',
      ].join('\n');
    })
    .join('\n');
}

/**
 * The shell's `/sitemap.xml` and `/robots.txt` (site-files.ts), answered by the API at `upstream`:
 * its body, type and Cache-Control, with this origin's security headers instead of the API's own.
 */
export function siteFileLocations(upstream: string): string {
  const url = apiUpstreamUrl(upstream);
  const replaced = [...Object.keys(securityHeaders({ hsts: true })), 'Content-Security-Policy'];
  const cors = [
    'Access-Control-Allow-Origin',
    'Access-Control-Allow-Credentials',
    'Access-Control-Expose-Headers',
  ];
  const seconds = `${SITE_FILE_TIMEOUT_MS / 1000}s`;
  return SITE_FILES.map((file) =>
    [
      `  location = ${file.path} {`,
      `    proxy_pass ${url.origin}${file.apiPath};`,
      `    proxy_connect_timeout ${seconds};`,
      `    proxy_read_timeout ${seconds};`,
      // The API down or too slow: the Thai answer of serve-static, not nginx's English page.
      '    error_page 502 504 @unavailable;',
      ...[...replaced, ...cors].map((name) => `    proxy_hide_header ${name};`),
      securityHeaderLines('    '),
      '  }',
    ].join('\n'),
  ).join('\n');
}

/** The API as nginx reaches it: an origin only, nothing nginx would read as more than text. */
function apiUpstreamUrl(upstream: string): URL {
  const url = new URL(upstream);
  if (
    !/^https?:$/.test(url.protocol) ||
    url.pathname !== '/' ||
    url.search ||
    /[$"{};\\\s']/.test(url.origin)
  ) {
    throw new Error(`nginx: URL ของ API สำหรับ sitemap ใช้ไม่ได้: ${upstream}`);
  }
  return url;
}

/** The shell's HTTP-level part of its includes: the pages' paths, the closed cookie, the cache. */
function includeHttpLines(appName: string, cacheDir: string | false): string {
  return `${pageHeadHttpLines(appName, cacheDir)}\n${firstAnnouncementHttpLines(appName)}`;
}

/** The shell's locations of what the API answers: its site files and its HTML's includes. */
function apiLocations(upstream: string, cached: boolean): string {
  const { origin } = apiUpstreamUrl(upstream);
  return [
    siteFileLocations(upstream),
    pageHeadLocation(origin, cached),
    firstAnnouncementLocation(origin, cached),
    pageBodyLocation(origin, cached),
    emptyIncludeLocation(),
  ].join('\n');
}

export function renderAppConf(
  options: AppConfOptions,
  template = readFileSync(APP_TEMPLATE, 'utf8'),
): string {
  const apiUrl = new URL(options.apiUrl).origin;
  if (apiUrl.includes("'")) throw new Error(`nginx: URL ของ API ใช้ไม่ได้: ${options.apiUrl}`);
  const csp = buildContentSecurityPolicy({
    kind: options.app.remote ? 'remote' : 'host',
    apiUrl,
    remoteOrigins: options.remoteOrigins,
    extraOrigins: options.extraOrigins,
  });
  const text = renderTemplate(template, {
    LISTEN: options.listen,
    ROOT: options.root,
    API_URL: apiUrl,
    CONTENT_SECURITY_POLICY: csp,
    ERROR_CONTENT_SECURITY_POLICY,
    APP_NAME: options.app.name,
  });
  const shell = !options.app.remote;
  const upstream = options.apiUpstream ?? apiUrl;
  const cacheDir = options.pageHeadCacheDir ?? DEFAULT_PAGE_HEAD_CACHE_DIR;
  const pages = options.pages ?? appPages(options.app);
  const staffPages = shell ? (options.staffPages ?? appStaffPages(options.app)) : [];
  return text
    .replace(PAGES_MARKER, knownPagesMap(options.app.name, pages, staffPages))
    .replace(PAGE_HEAD_HTTP_MARKER, () => (shell ? includeHttpLines(options.app.name, cacheDir) : ''))
    .replace(PAGE_HEAD_SSI_MARKER, shell ? '    ssi on;\n    ssi_silent_errors on;' : '')
    .replace(SECURITY_MARKER, (_line, indent: string) => securityHeaderLines(indent))
    .replace(PWA_MARKER, remotePwaLocations(options.remotePwas ?? []))
    .replace(SITE_FILES_MARKER, () => (shell ? apiLocations(upstream, cacheDir !== false) : ''));
}

/**
 * Writes `<dir>/<app>.conf` for each app and `<dir>/00-http.conf` (the HTTP-level part), and
 * returns the apps' files. Each file is a complete `conf.d/` entry.
 */
export function writeNginxConfs(
  dir: string,
  apps: readonly AppInfo[],
  optionsOf: (app: AppInfo) => Omit<AppConfOptions, 'app'>,
): string[] {
  mkdirSync(dir, { recursive: true });
  copyFileSync(HTTP_CONF, path.join(dir, '00-http.conf'));
  const template = readFileSync(APP_TEMPLATE, 'utf8');
  return apps.map((app) => {
    const file = path.join(dir, `${app.dir}.conf`);
    writeFileSync(file, renderAppConf({ app, ...optionsOf(app) }, template));
    return file;
  });
}

/** The PWA remotes among `apps` (catalog.json `service_worker`), with their `pwa/` folder as `pwaRoot` names it. */
export function remotePwaFolders(
  apps: readonly AppInfo[],
  pwaRoot: (app: AppInfo) => string,
  repoRoot = path.resolve(__dirname, '..'),
): RemotePwaFolder[] {
  return apps.flatMap((app) => {
    if (!app.remote) return [];
    const sw = readRemoteCatalog(path.join(repoRoot, app.dir)).service_worker;
    return sw ? [{ name: app.name, root: pwaRoot(app), scope: sw.scope }] : [];
  });
}
