import { isValidPixelCode, type PixelKind, type PixelToLoad } from './pixel-rules';

/**
 * The vendors' install snippets, written as module code instead of inline <script> (the CSP has
 * no 'unsafe-inline'): each sets up the same queueing stub the snippet would, then adds the one
 * <script src> on the vendor's host that the CSP allows.
 */
export const PIXEL_HOSTS: Record<PixelKind, string> = {
  facebook: 'https://connect.facebook.net',
  tiktok: 'https://analytics.tiktok.com',
  googleAnalytics: 'https://www.googletagmanager.com',
};

const FACEBOOK_SCRIPT = `${PIXEL_HOSTS.facebook}/en_US/fbevents.js`;
const TIKTOK_SCRIPT = `${PIXEL_HOSTS.tiktok}/i18n/pixel/events.js`;
const GTAG_SCRIPT = `${PIXEL_HOSTS.googleAnalytics}/gtag/js`;

type Call = (...args: unknown[]) => void;

export interface FacebookQueue extends Call {
  callMethod?: Call;
  queue: unknown[];
  push: Call;
  loaded: boolean;
  version: string;
  /** Read by Facebook's script: no automatic PageView on pushState. */
  disablePushState?: boolean;
}

export interface TikTokQueue extends Array<unknown> {
  methods: string[];
  instance: (code: string) => Record<string, Call>;
  load: (code: string) => void;
  _i?: Record<string, unknown[] & { _u?: string }>;
  _t?: Record<string, number>;
  _o?: Record<string, object>;
  [method: string]: unknown;
}

/** The globals the vendors' scripts read and write. */
export interface PixelWindow {
  fbq?: FacebookQueue;
  _fbq?: FacebookQueue;
  ttq?: TikTokQueue;
  TiktokAnalyticsObject?: string;
  dataLayer?: unknown[];
  gtag?: Call;
  [gaDisable: `ga-disable-${string}`]: boolean | undefined;
}

export const pixelWindow = (): PixelWindow => window as unknown as PixelWindow;

/** Adds `<script async src>` unless the page already has that exact script. */
function addScript(src: string): void {
  for (const script of document.scripts) if (script.src === src) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function installFacebook(w: PixelWindow): FacebookQueue {
  if (w.fbq) return w.fbq;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as FacebookQueue;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  // Only the events we send, to the pixel we name: left on, the script sends every pixel on the
  // page a PageView at each pushState, so a dealer's pixel would see the pages after its store.
  fbq.disablePushState = true;
  w.fbq = fbq;
  w._fbq ??= fbq;
  addScript(FACEBOOK_SCRIPT);
  return fbq;
}

const TIKTOK_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
];

function installTikTok(w: PixelWindow): TikTokQueue {
  if (w.ttq) return w.ttq;
  w.TiktokAnalyticsObject = 'ttq';
  const ttq = [] as unknown as TikTokQueue;
  const defer = (target: Record<string, unknown> & unknown[], method: string) => {
    target[method] = (...args: unknown[]) => target.push([method, ...args]);
  };
  ttq.methods = TIKTOK_METHODS;
  for (const method of TIKTOK_METHODS) defer(ttq, method);
  ttq.instance = (code: string) => {
    const queue = (ttq._i?.[code] ?? []) as unknown as Record<string, unknown> & unknown[];
    for (const method of TIKTOK_METHODS) defer(queue, method);
    return queue as unknown as Record<string, Call>;
  };
  ttq.load = (code: string) => {
    ttq._i ??= {};
    ttq._i[code] = Object.assign([], { _u: TIKTOK_SCRIPT });
    ttq._t ??= {};
    ttq._t[code] = Date.now();
    ttq._o ??= {};
    ttq._o[code] = {};
    addScript(`${TIKTOK_SCRIPT}?sdkid=${encodeURIComponent(code)}&lib=ttq`);
  };
  w.ttq = ttq;
  return ttq;
}

function installGtag(w: PixelWindow): Call {
  if (w.gtag) return w.gtag;
  const dataLayer = (w.dataLayer ??= []);
  // gtag.js reads `arguments` objects off the data layer (an array would be taken as data).
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  w.gtag('js', new Date());
  return w.gtag;
}

const loaded = new Set<string>();

/** Whether this page view already loaded that pixel (then its functions exist on `window`). */
export function isPixelLoaded({ kind, code }: PixelToLoad): boolean {
  return loaded.has(`${kind}:${code}`);
}

/**
 * Loads one pixel, at most once per code per page view. The code is checked again here: this is
 * the one place a store's text reaches a script URL.
 */
export function loadPixel(pixel: PixelToLoad): void {
  const { kind, code } = pixel;
  if (!isValidPixelCode(kind, code) || isPixelLoaded(pixel)) return;
  loaded.add(`${kind}:${code}`);
  const w = pixelWindow();
  if (kind === 'facebook') {
    const fbq = installFacebook(w);
    fbq('init', code);
    fbq('trackSingle', code, 'PageView');
  } else if (kind === 'tiktok') {
    const ttq = installTikTok(w);
    ttq.load(code);
    ttq.instance(code).page?.();
  } else {
    const gtag = installGtag(w);
    w[`ga-disable-${code}`] = false;
    addScript(`${GTAG_SCRIPT}?id=${encodeURIComponent(code)}`);
    gtag('config', code);
  }
}

/**
 * A pixel script cannot be unloaded; when the visitor withdraws a purpose, or leaves the store the
 * pixels belong to, the pixels already on the page are told through each vendor's own switch (and
 * get no more events, see track-forwarding). Only the pixels `inScope` (the store's page shown now)
 * are turned back on, and only for what the visitor consented to. Facebook's and TikTok's switches
 * are one per page, so they are on while any pixel of theirs is in scope.
 */
export function applyConsentToLoadedPixels(
  consent: { analytics: boolean; ads: boolean },
  inScope: readonly PixelToLoad[],
): void {
  const w = pixelWindow();
  const scoped = new Set(inScope.map(({ kind, code }) => `${kind}:${code}`));
  const vendorOn = (kind: PixelKind) => consent.ads && inScope.some((pixel) => pixel.kind === kind);
  for (const key of loaded) {
    const [kind, code] = key.split(':') as [PixelKind, string];
    if (kind === 'facebook') w.fbq?.('consent', vendorOn('facebook') ? 'grant' : 'revoke');
    else if (kind === 'tiktok') {
      const method = w.ttq?.[vendorOn('tiktok') ? 'grantConsent' : 'revokeConsent'];
      if (typeof method === 'function') (method as Call).call(w.ttq);
    } else w[`ga-disable-${code}`] = !(consent.analytics && scoped.has(key));
  }
}

/** Tests: forgets what was loaded and removes the vendors' globals and scripts. */
export function resetPixelsForTests(): void {
  loaded.clear();
  const w = pixelWindow() as Record<string, unknown>;
  for (const key of ['fbq', '_fbq', 'ttq', 'TiktokAnalyticsObject', 'dataLayer', 'gtag']) delete w[key];
  for (const script of [...document.scripts]) script.remove();
}
