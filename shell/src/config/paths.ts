import { shellPagePaths } from '@chokdee/shared-contract/app-paths';

/**
 * The shell's own pages, in one place (spec §2). The ones remotes link to come from the contract;
 * a remote's page the shell sends people to is found by its site role in the catalog instead.
 */
export const paths = {
  ...shellPagePaths,
  // Spec §2 Thai-named pages, by meaning: the path is the Thai name a visitor would read.
  services: { path: '/บริการของเรา', getHref: () => '/บริการของเรา' },
  fortuneServices: { path: '/บริการดูดวง', getHref: () => '/บริการดูดวง' },
  lotteryServices: { path: '/บริการลอตเตอรี่', getHref: () => '/บริการลอตเตอรี่' },
  firstPrizeJourney: { path: '/เส้นทางสู่รางวัลที่1', getHref: () => '/เส้นทางสู่รางวัลที่1' },
  firstPrizeJourneyPart2: {
    path: '/เส้นทางสู่รางวัลที่1/ตอนที่2',
    getHref: () => '/เส้นทางสู่รางวัลที่1/ตอนที่2',
  },
  introVideo: { path: '/วิดีโอแนะนำ', getHref: () => '/วิดีโอแนะนำ' },
  socialList: { path: '/แชร์ความสุข', getHref: () => '/แชร์ความสุข' },
  /** A social post: `/{id}/{slug}` (numeric id only; any other two-segment path is a 404). */
  socialDetail: {
    path: '/:id/:title',
    getHref: (id: number, slug: string) => `/${id}/${encodeURIComponent(slug)}`,
  },
  policy: { path: '/policy', getHref: () => '/policy' },
  cookiePolicy: { path: '/policy-cookie', getHref: () => '/policy-cookie' },
  privacyPolicy: {
    path: '/policy-privacy',
    getHref: (redirectUrl?: string) => withRedirect('/policy-privacy', redirectUrl),
  },
  indexOld: { path: '/index_old', getHref: () => '/index_old' },
  articles: {
    path: '/articles',
    getHref: (page = 1) => (page > 1 ? `/articles?page=${page}` : '/articles'),
  },
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
