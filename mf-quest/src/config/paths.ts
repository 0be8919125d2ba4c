/** Every path this remote serves, in one place (its catalog.json registers the same patterns). */
export const paths = {
  home: { path: '/quest', getHref: () => '/quest' },
  activities: { path: '/members/activities', getHref: () => '/members/activities' },
} as const;
