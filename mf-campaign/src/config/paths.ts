/** Every path this remote serves, in one place (its catalog.json registers the same patterns). */
export const paths = {
  worldcup2022: { path: '/worldcup2022', getHref: () => '/worldcup2022' },
} as const;
