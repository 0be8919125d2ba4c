import type { ContentPageSlug } from '@chokdee/shared-contract/schemas/content';

/**
 * The shell's own public pages that hold no content page (the shell's `config/paths.ts`): the API
 * cannot read the shell, so they are repeated here.
 */
export const SHELL_LIST_PAGES = ['/', '/articles', '/แชร์ความสุข', '/complain'] as const;

/**
 * Where the shell shows each content page (its `pages/shell-page-routes.tsx`); null: not listed
 * (the food-truck page is the truck remote's route, already in the catalog; `index-old` is the
 * old home page). Typed by the contract's slugs, so a new page fails the build until placed here.
 */
export const CONTENT_PAGE_PATHS: Record<ContentPageSlug, string | null> = {
  about: '/about',
  policy: '/policy',
  'policy-cookie': '/policy-cookie',
  'policy-privacy': '/policy-privacy',
  'our-services': '/บริการของเรา',
  'fortune-telling-services': '/บริการดูดวง',
  'lottery-services': '/บริการลอตเตอรี่',
  'food-truck-services': null,
  'first-prize-journey': '/เส้นทางสู่รางวัลที่1',
  'first-prize-journey-2': '/เส้นทางสู่รางวัลที่1/ตอนที่2',
  'intro-video': '/วิดีโอแนะนำ',
  'index-old': null,
};
