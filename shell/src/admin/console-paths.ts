import { shellPagePaths } from '@chokdee/shared-contract/app-paths';

/** The console's own pages, under `/admin` (the shell's `/admin/*` route). */
export const consolePaths = {
  home: shellPagePaths.staffConsole.path,
  complaints: {
    path: '/admin/complaints',
    getHref: (search = '') => `/admin/complaints${search}`,
  },
  complaint: {
    path: '/admin/complaints/:id',
    getHref: (id: number, search = '') => `/admin/complaints/${id}${search}`,
  },
  memberLookup: {
    path: '/admin/member-lookup',
    getHref: (tel = '') => `/admin/member-lookup${tel ? `?tel=${encodeURIComponent(tel)}` : ''}`,
  },
  prizeClaims: {
    path: '/admin/prize-claims',
    getHref: (search = '') => `/admin/prize-claims${search}`,
  },
} as const;
