import { SHOP_STOCK_LIMITS } from '@chokdee/shared-contract/schemas/shop-stock';
import { useSearchParams } from 'react-router';
import type { ShopStockQuery } from '../api/shop-stock';

/** The query a URL's search holds (`?q=&page=`); anything unknown reads as the default. */
export function stockQueryFromSearch(params: URLSearchParams): ShopStockQuery {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, SHOP_STOCK_LIMITS.searchMax),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function stockSearchOf(query: ShopStockQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The search and page live in the URL: Back, a reload and a shared link keep the same page. */
export function useStockQuery() {
  const [params, setParams] = useSearchParams();
  const query = stockQueryFromSearch(params);
  const search = (q: string) => setParams(new URLSearchParams(stockSearchOf({ q, page: 1 })));
  return { query, search };
}
