import type { PrayCategory, PraySort } from '@chokdee/shared-contract/schemas/pray';
import type { CallOptions } from '@chokdee/shared-kernel/api/call-options';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { fetchPrayProjects, type PrayProjectPage } from '../../../api/pray';

/** What the list page shows: its search, category, order and page. */
export interface PrayListFilter {
  q: string;
  category?: PrayCategory;
  sort: PraySort;
  page: number;
}

/** The list as a visitor first opens it (`/ขอพร`, no query): the one a server renders. */
export const FIRST_LIST_PAGE: PrayListFilter = { q: '', sort: 'featured', page: 1 };

const PAGE_SIZE = 12;

/** The list's request key: the page and the server render must name the same answer. */
export const prayListKey = ({ q, category, sort, page }: PrayListFilter) =>
  requestKeys.pray.list({ q, category, sort, page });

export function fetchPrayList(
  { q, category, sort, page }: PrayListFilter,
  options: CallOptions = {},
): Promise<PrayProjectPage> {
  return fetchPrayProjects({ q: q || undefined, category, sort, page, per_page: PAGE_SIZE }, options);
}
