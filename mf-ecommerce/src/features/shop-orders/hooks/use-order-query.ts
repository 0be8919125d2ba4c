import {
  SHOP_ORDER_SORTS,
  SHOP_ORDER_STAGES,
  type ShopOrderSort,
  type ShopOrderStage,
} from '@chokdee/shared-contract/schemas/shop-admin';
import { useSearchParams } from 'react-router';
import type { ShopOrderQuery } from '../api/shop-orders';

const oneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  (list as readonly string[]).includes(value ?? '');

/** The query a URL's search holds (`?stage=&q=&sort=&page=`); anything unknown reads as the default. */
export function queryFromSearch(params: URLSearchParams): ShopOrderQuery {
  const stage = params.get('stage');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    stage: oneOf<ShopOrderStage>(SHOP_ORDER_STAGES, stage) ? stage : null,
    q: (params.get('q') ?? '').trim().slice(0, 60),
    sort: oneOf<ShopOrderSort>(SHOP_ORDER_SORTS, sort) ? sort : 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The search of a query: defaults left out, so the plain page is `/staff/shop-orders`. */
export function searchOf(query: ShopOrderQuery): string {
  const params = new URLSearchParams();
  if (query.stage) params.set('stage', query.stage);
  if (query.q) params.set('q', query.q);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The list's query lives in the URL: Back, a reload and a shared link keep the same page. */
export function useOrderQuery() {
  const [params, setParams] = useSearchParams();
  const query = queryFromSearch(params);
  // A new stage, search or order starts again at page 1.
  const change = (next: Partial<Omit<ShopOrderQuery, 'page'>>) =>
    setParams(new URLSearchParams(searchOf({ ...query, ...next, page: 1 })));
  return { query, change };
}
