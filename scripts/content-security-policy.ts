// The Content-Security-Policy header of the apps' HTML ("a CSP allows only what is
// needed"). Pure functions, so the header can be tested without a server; serve-static.ts sends it.
//
// What each source is for:
// - the remotes' origins: the shell fetches their mf-manifest.json (connect), loads their
//   remoteEntry and chunks (script), stylesheets (style), pictures and fonts (img, font);
// - the API origin: every call (connect), store and popup pictures (img), the intro video (media);
// - the three pixel vendors (spec §9), which the shell loads only after consent: their script
//   hosts and the hosts their scripts send to. Nothing else, and no inline script anywhere: the
//   API URL reaches the page in a <meta> tag, the pixels' snippets are module code.

export type AppKind = 'host' | 'remote';

export interface CspOptions {
  /** The shell (host) loads remotes and pixels; a remote's own page is its standalone frame. */
  kind: AppKind;
  /** Where the API answers, e.g. http://localhost:4000. */
  apiUrl?: string;
  /** Origins of the remotes the shell may load (start.ts knows them). */
  remoteOrigins?: string[];
  /** More origins for the shell, e.g. a remote deployed elsewhere (env CSP_EXTRA_ORIGINS). */
  extraOrigins?: string[];
}

/** Spec §9 pixels: where their scripts come from and where they send. */
export const PIXEL_SOURCES = {
  script: [
    'https://connect.facebook.net',
    'https://analytics.tiktok.com',
    'https://www.googletagmanager.com',
  ],
  connect: [
    'https://www.facebook.com',
    'https://connect.facebook.net',
    'https://analytics.tiktok.com',
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: [
    'https://www.facebook.com',
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
    'https://analytics.tiktok.com',
  ],
} as const;

/**
 * 'http://localhost:3001' from 'http://localhost:3001/mf-manifest.json'. Anything that is not an
 * http(s) origin is refused loudly: a typo in a CSP source would silently block the whole site,
 * and a stray `;` or quote would let one value add its own directives.
 */
export function toOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`CSP: "${value}" ไม่ใช่ URL ที่ถูกต้อง`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`CSP: "${value}" ต้องขึ้นต้นด้วย http:// หรือ https://`);
  }
  return url.origin;
}

/** A comma- or space-separated list of origins (a flag or an env variable); empty items are skipped. */
export function parseOriginList(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(toOrigin);
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

function directives(entries: [string, readonly string[]][]): string {
  return entries.map(([name, sources]) => [name, ...unique(sources)].join(' ')).join('; ');
}

export function buildContentSecurityPolicy({
  kind,
  apiUrl,
  remoteOrigins = [],
  extraOrigins = [],
}: CspOptions): string {
  const api = apiUrl ? [toOrigin(apiUrl)] : [];
  const self = ["'self'"];
  if (kind === 'remote') {
    // A remote's standalone page: its own files and the API, nothing third-party.
    return directives([
      ['default-src', self],
      ['script-src', self],
      ['style-src', self],
      ['img-src', [...self, 'data:', 'blob:', ...api]],
      ['font-src', [...self, 'data:']],
      ['connect-src', [...self, ...api]],
      ['media-src', [...self, ...api]],
      ['object-src', ["'none'"]],
      ['base-uri', self],
      ['form-action', self],
      ['frame-ancestors', ["'none'"]],
    ]);
  }
  const apps = unique([...remoteOrigins.map(toOrigin), ...extraOrigins.map(toOrigin)]);
  return directives([
    ['default-src', self],
    ['script-src', [...self, ...apps, ...PIXEL_SOURCES.script]],
    // No 'unsafe-inline': the build emits stylesheets as files, React sets style attributes
    // through the CSSOM (which a CSP does not block).
    ['style-src', [...self, ...apps]],
    ['img-src', [...self, 'data:', 'blob:', ...api, ...apps, ...PIXEL_SOURCES.img]],
    ['font-src', [...self, 'data:', ...apps]],
    ['connect-src', [...self, ...api, ...apps, ...PIXEL_SOURCES.connect]],
    ['media-src', [...self, ...api]],
    ['object-src', ["'none'"]],
    ['base-uri', self],
    ['form-action', self],
    ['frame-ancestors', ["'none'"]],
  ]);
}
