/**
 * Spec §3 client config, the non-secret part besides the API URLs (api/config.ts): the website id
 * and the captcha site key. The key is runtime config like the API URL — `globalThis.CHOKDEE_CONFIG
 * .captchaSiteKey` or `<meta name="chokdee-captcha-site-key" content="…">` — so one build runs with
 * or without a captcha. No key configured means no captcha at all (no script, no header).
 */

/** Spec §3/§9: the site's id in the shared back office. */
export const WEBSITE_ID = 11;

export interface ClientConfig {
  websiteId: number;
  /** The captcha (reCAPTCHA v3) site key, or null when none is configured. */
  captchaSiteKey: string | null;
}

export interface ClientConfigScope {
  CHOKDEE_CONFIG?: { captchaSiteKey?: string };
  document?: Pick<Document, 'querySelector'>;
}

/** A site key is public but goes into a script URL: letters, digits, '-' and '_' only. */
const SITE_KEY = /^[\w-]{10,100}$/;

function validKey(value: string | null | undefined): string | null {
  const key = value?.trim();
  return key && SITE_KEY.test(key) ? key : null;
}

export function readClientConfig(scope: ClientConfigScope = globalThis): ClientConfig {
  const fromGlobal = validKey(scope.CHOKDEE_CONFIG?.captchaSiteKey);
  const meta = scope.document?.querySelector('meta[name="chokdee-captcha-site-key"]');
  return {
    websiteId: WEBSITE_ID,
    captchaSiteKey: fromGlobal ?? validKey(meta?.getAttribute('content')),
  };
}
