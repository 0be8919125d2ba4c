import { PRIZE_CLAIM_STATUSES, type PrizeClaimStatus } from '@chokdee/shared-contract/schemas/prize-claim';
import { useSearchParams } from 'react-router';
import type { ClaimsQuery } from './prize-claims-api';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const isStatus = (value: string | null): value is PrizeClaimStatus =>
  (PRIZE_CLAIM_STATUSES as readonly string[]).includes(value ?? '');

/** The query a URL's search holds (`?status=&draw_date=&page=`); anything unknown reads as the default. */
export function queryFromSearch(params: URLSearchParams): ClaimsQuery {
  const status = params.get('status');
  const drawDate = params.get('draw_date');
  const page = Number(params.get('page'));
  return {
    status: isStatus(status) ? status : null,
    drawDate: drawDate && ISO_DAY.test(drawDate) ? drawDate : null,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The search of a query, defaults left out, so the plain list is `/admin/prize-claims`. */
export function searchOf(query: ClaimsQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.drawDate) params.set('draw_date', query.drawDate);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The list's filters live in the URL: a reload or a shared link keeps them. */
export function useClaimsQuery() {
  const [params, setParams] = useSearchParams();
  const query = queryFromSearch(params);
  // A new filter starts again at page 1.
  const change = (next: Partial<Omit<ClaimsQuery, 'page'>>) =>
    setParams(new URLSearchParams(searchOf({ ...query, ...next, page: 1 })));
  return { query, change };
}
