/** What `/dealers` lists: part of a store's name or code, verified stores only, and which page. */
export interface StoreListFilter {
  q: string;
  verifiedOnly: boolean;
  page: number;
}

function pageOf(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The filter an address asks for (`?q=…&verified=true&page=2`): the page and the server render
 * read it the same way, so the answer the server fetched is the one the page looks up.
 */
export function storeListFilterOf(searchParams: URLSearchParams): StoreListFilter {
  return {
    q: searchParams.get('q') ?? '',
    verifiedOnly: searchParams.get('verified') === 'true',
    page: pageOf(searchParams.get('page')),
  };
}
