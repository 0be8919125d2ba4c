import { contentPagePaths, shellPagePaths } from '@chokdee/shared-contract/app-paths';

/** A page at one fixed path. */
const fixed = <P extends string>(path: P) => ({ path, getHref: () => path }) as const;

/**
 * The shell's own pages, in one place (spec §2). The ones remotes link to come from the contract;
 * a remote's page the shell sends people to is found by its site role in the catalog instead.
 */
export const paths = {
  ...shellPagePaths,
  // Spec §2 Thai-named pages, by meaning: the path is the Thai name a visitor would read.
  services: fixed(contentPagePaths['our-services']),
  fortuneServices: fixed(contentPagePaths['fortune-telling-services']),
  lotteryServices: fixed(contentPagePaths['lottery-services']),
  firstPrizeJourney: fixed(contentPagePaths['first-prize-journey']),
  firstPrizeJourneyPart2: fixed(contentPagePaths['first-prize-journey-2']),
  introVideo: fixed(contentPagePaths['intro-video']),
  /** A social post: `/{id}/{slug}` (numeric id only; any other two-segment path is a 404). */
  socialDetail: {
    path: '/:id/:title',
    getHref: (id: number, slug: string) => `/${id}/${encodeURIComponent(slug)}`,
  },
  policy: fixed(contentPagePaths.policy),
  cookiePolicy: fixed(contentPagePaths['policy-cookie']),
  privacyPolicy: {
    path: contentPagePaths['policy-privacy'],
    getHref: (redirectUrl?: string) => withRedirect(contentPagePaths['policy-privacy'], redirectUrl),
  },
  indexOld: fixed(contentPagePaths['index-old']),
  articleCategories: {
    path: '/articles/categories/:tag?',
    getHref: (tag?: string) =>
      tag ? `/articles/categories/${encodeURIComponent(tag)}` : '/articles/categories',
  },
  article: {
    path: '/articles/:id/:title',
    getHref: (id: number, slug: string) => `/articles/${id}/${encodeURIComponent(slug)}`,
  },
  menuLink: { path: '/menu-link', getHref: () => '/menu-link' },
  diagnostics: { path: '/test', getHref: () => '/test' },
  /** Spec §2 `/{category}` catch-all: the articles of one tag. Ranks below every static path. */
  category: { path: '/:category', getHref: (tag: string) => `/${encodeURIComponent(tag)}` },
} as const;

/** Query parameter that carries the intent path to the login page. */
export const REDIRECT_PARAM = 'redirect_url';

/** `path` with the page to return to in its `redirect_url`, when there is one. */
export function withRedirect(path: string, redirectUrl?: string): string {
  return redirectUrl ? `${path}?${REDIRECT_PARAM}=${encodeURIComponent(redirectUrl)}` : path;
}
