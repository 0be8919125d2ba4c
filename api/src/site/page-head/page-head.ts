/**
 * What crawlers and link previews read of one page: the shell's origin writes it into the page's
 * `<head>` (scripts/serve-static.ts, deploy/nginx) before any script runs.
 */
export interface PageHead {
  /** The page's Thai title, without the site's name (added by the renderer). */
  title: string;
  description: string;
  /** The page's own path on the site, for the canonical URL and og:url. */
  path: string;
  /** An absolute URL, or a path on the API (a store's logo, a project's picture). */
  image?: string;
  /** og:type: `article` for articles and project updates, `website` otherwise. */
  type: 'website' | 'article';
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd?: Record<string, unknown>[];
  /** Unknown paths: crawlers are told not to index the shell's 'not found' page. */
  noIndex?: boolean;
  /**
   * A picture the first paint will show, fetched from the HTML at high priority: the announcement
   * popup's first slide, a first visit's largest paint on every page.
   */
  preloadImage?: string;
}

export const SITE_NAME = 'โชคดี';

/** The site's own pictures on the API (`api/public/site/`, drawn by scripts/make-site-pictures.ts). */
export const SITE_PICTURES = {
  /** What a link to a page without a picture of its own shows: PNG, as previews do not read SVG. */
  card: {
    path: '/static/site/share-card.png',
    width: 1200,
    height: 630,
    alt: 'โชคดี ตรวจหวย ซื้อสลากกินแบ่งรัฐบาล',
  },
  /** The publisher's logo in JSON-LD: square, as search engines want it. */
  logo: '/static/site/logo.png',
} as const;

/** The head of a page with nothing of its own (and of a path no resolver knows). */
export function defaultPageHead(path: string): PageHead {
  return {
    title: 'ตรวจหวย ซื้อสลากกินแบ่งรัฐบาลออนไลน์',
    description: 'โชคดี ตรวจผลสลากกินแบ่งรัฐบาล ซื้อสลาก และชุมชนคนรักโชค',
    path,
    type: 'website',
  };
}

/** A page type's path whose id, slug or row is unknown or not public: the default, kept out of indexes. */
export function notFoundPageHead(path: string): PageHead {
  return { ...defaultPageHead(path), noIndex: true };
}
