/** Every path this remote serves, in one place (its catalog.json registers the same patterns). */
export const paths = {
  activities: { path: '/members/activities', getHref: () => '/members/activities' },
  activity: { path: '/members/activities/:id', getHref: (id: number) => `/members/activities/${id}` },
  shipments: {
    path: '/members/activities/shipments/:id?',
    getHref: (id?: number) => (id ? `/members/activities/shipments/${id}` : '/members/activities/shipments'),
  },
  /** Staff: quest rewards and point redemptions to dispatch, and what was sent. */
  rewardShipments: { path: '/staff/reward-shipments', getHref: () => '/staff/reward-shipments' },
} as const;
