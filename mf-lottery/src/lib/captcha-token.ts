import { readClientConfig, type ClientConfig } from './client-config';

/** reCAPTCHA v3 as its script exposes it. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** A token that does not come within this time is not waited for: the cart opens without one. */
export const CAPTCHA_TIMEOUT_MS = 5000;

const SCRIPT_ID = 'chokdee-recaptcha';

/** Adds Google's reCAPTCHA v3 script once, and resolves with its API when it has loaded. */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  const scope = globalThis as { grecaptcha?: Grecaptcha };
  if (scope.grecaptcha) return Promise.resolve(scope.grecaptcha);
  return new Promise((resolve, reject) => {
    let script = document.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
    if (!script) {
      script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.async = true;
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      document.head.append(script);
    }
    script.addEventListener('load', () =>
      scope.grecaptcha ? resolve(scope.grecaptcha) : reject(new Error('reCAPTCHA missing')),
    );
    script.addEventListener('error', () => reject(new Error('reCAPTCHA did not load')));
  });
}

/**
 * Spec §7: the cart's `x-gre-token`. Only when a captcha site key is configured; then the script
 * loads at the moment a member opens a cart (never on page load, so a visitor who only reads
 * results never downloads it). It is an anti-abuse check of the order the member asked for, not
 * a tracking pixel, so it does not wait for the analytics/ads consent. Without a key, or when the
 * script fails or is slow, the answer is `undefined`: the cart opens without the header.
 */
export async function getCaptchaToken(
  action: string,
  config: Pick<ClientConfig, 'captchaSiteKey'> = readClientConfig(),
  load: (siteKey: string) => Promise<Grecaptcha> = loadRecaptcha,
): Promise<string | undefined> {
  const siteKey = config.captchaSiteKey;
  if (!siteKey) return undefined;
  const token = (async () => {
    const grecaptcha = await load(siteKey);
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    return grecaptcha.execute(siteKey, { action });
  })();
  const timeout = new Promise<undefined>((resolve) =>
    setTimeout(() => resolve(undefined), CAPTCHA_TIMEOUT_MS),
  );
  try {
    return await Promise.race([token, timeout]);
  } catch (error) {
    console.warn('[chokdee] captcha skipped', error);
    return undefined;
  }
}
