import { COMPLAINT_INBOX_LIMITS, COMPLAINT_STATUSES } from '@chokdee/shared-contract/schemas/complaint-inbox';
import type { ComplaintStatus } from '@chokdee/shared-contract/schemas/complaint-inbox';
import { useSearchParams } from 'react-router';
import type { InboxQuery } from './complaints-api';

const isStatus = (value: string | null): value is ComplaintStatus =>
  (COMPLAINT_STATUSES as readonly string[]).includes(value ?? '');

/** The query a URL's search holds (`?status=&q=&page=`); anything unknown reads as the default. */
export function queryFromSearch(params: URLSearchParams): InboxQuery {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: isStatus(status) ? status : null,
    q: (params.get('q') ?? '').trim().slice(0, COMPLAINT_INBOX_LIMITS.searchMax),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The search of a query, defaults left out, so the plain inbox is `/admin/complaints`. */
export function searchOf(query: InboxQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The inbox's query lives in the URL: Back from a complaint, a reload or a shared link keep it. */
export function useInboxQuery() {
  const [params, setParams] = useSearchParams();
  const query = queryFromSearch(params);
  // A new status or search starts again at page 1.
  const change = (next: Partial<Omit<InboxQuery, 'page'>>) =>
    setParams(new URLSearchParams(searchOf({ ...query, ...next, page: 1 })));
  return { query, change };
}
