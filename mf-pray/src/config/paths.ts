import { appPaths } from '@chokdee/shared-contract/app-paths';

const PRAY = '/ขอพร';
const seg = (value: string | number) => encodeURIComponent(String(value));

export type ProjectTab = 'story' | 'updates' | 'supporters';
export type WizardStep = 'basics' | 'story' | 'pictures' | 'review';

/** Every path this remote serves, in one place (its catalog.json registers the same patterns). */
export const paths = {
  list: { path: PRAY, getHref: (query = '') => `${PRAY}${query ? `?${query}` : ''}` },
  search: { path: `${PRAY}/search`, getHref: (q: string) => `${PRAY}/search?q=${seg(q)}` },
  project: {
    path: `${PRAY}/:slug/:tab?`,
    getHref: (slug: string, tab: ProjectTab = 'story') =>
      `${PRAY}/${seg(slug)}${tab === 'story' ? '' : `/${tab}`}`,
  },
  update: {
    path: `${PRAY}/:slug/updates/:updateId`,
    getHref: (slug: string, updateId: number) => `${PRAY}/${seg(slug)}/updates/${updateId}`,
  },
  wishList: { path: '/รายการขอพร', getHref: () => '/รายการขอพร' },
  mine: { path: '/members/pray', getHref: () => '/members/pray' },
  create: { path: '/members/pray/create', getHref: () => '/members/pray/create' },
  edit: {
    path: '/members/pray/edit/:projectId/:step?',
    getHref: (projectId: number, step: WizardStep = 'basics') => `/members/pray/edit/${projectId}/${step}`,
  },
  voted: { path: '/members/pray/voted', getHref: () => '/members/pray/voted' },
  /** Staff: the review queue of projects awaiting approval, and what was decided. */
  review: { path: '/staff/pray-review', getHref: () => '/staff/pray-review' },
  login: appPaths.login,
} as const;
