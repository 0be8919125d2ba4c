// The headers every answer of an app's static server carries, and which of its files other origins
// may read (scripts/serve-static.ts; deploy/nginx/ writes the same values, rendered by
// scripts/nginx-config.ts, and scripts/security-headers.test.ts checks they match).

/** The site uses none of these browser features; no page it frames or script it loads may either. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

/** A year, subdomains included: only for a site served over HTTPS (a browser ignores it over HTTP anyway). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The policy of an error answer (404, 405): a page of plain text that loads and runs nothing. */
export const ERROR_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * `nosniff`, a referrer that leaves the site as its origin only, no framing (the CSP says
 * `frame-ancestors 'none'` too, for browsers that read only one), the Permissions-Policy, and
 * HSTS when the site is served over TLS (`hsts`; HSTS=1 for serve-static behind a TLS proxy).
 * Sent with every answer: pages, files, 404s and 405s alike.
 */
export function securityHeaders({ hsts }: { hsts: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(hsts ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/**
 * What other origins load from an app, so the only files sent `Access-Control-Allow-Origin: *`:
 * the remote entry and chunks (JS), stylesheets, the Module Federation manifests (JSON) and
 * fonts. Never a page: the HTML is for its own origin only.
 */
export const CROSS_ORIGIN_FILE = /\.(m?js|css|json|woff2?|ttf|otf)$/;

/** Methods a static server answers; OPTIONS only as the CORS preflight of a cross-origin file. */
export const ALLOWED_METHODS = ['GET', 'HEAD'] as const;

/** The answer to a CORS preflight of a cross-origin file. */
export const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Max-Age': '86400',
} as const;
