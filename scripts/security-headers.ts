// The security headers every app's HTML is served with, beside its Content-Security-Policy
// (scripts/serve-static.ts; deploy/nginx/app.conf.template writes the same values).

/** The site uses none of these browser features; no page it frames or script it loads may either. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

/** A year, subdomains included: only for a site served over HTTPS (a browser ignores it over HTTP anyway). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * `nosniff`, a referrer that leaves the site as its origin only, no framing (the CSP says
 * `frame-ancestors 'none'` too, for browsers that read only one), the Permissions-Policy, and
 * HSTS when the site is served over TLS (`hsts`; HSTS=1 for serve-static behind a TLS proxy).
 */
export function htmlSecurityHeaders({ hsts }: { hsts: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(hsts ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
