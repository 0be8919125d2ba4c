/** Every path this remote serves, in one place (the catalog registers the same patterns). */
export const paths = {
  latest: {
    path: '/check-lottery',
    getHref: () => '/check-lottery',
  },
  draw: {
    path: '/check-lottery/:slug',
    /** A draw's page; its slug is the draw date `YYYY-MM-DD`. */
    getHref: (slug: string) => `/check-lottery/${encodeURIComponent(slug)}`,
  },
  /** The old spelling of the results page, kept so existing links keep working. */
  legacy: {
    path: '/checklottery',
  },
} as const;
