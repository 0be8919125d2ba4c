/** Every path this remote serves, in one place (its catalog.json registers the same patterns). */
export const paths = {
  home: { path: '/pray', getHref: () => '/pray' },
} as const;
