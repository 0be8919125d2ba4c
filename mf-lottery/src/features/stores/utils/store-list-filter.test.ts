import { storeListFilterOf } from './store-list-filter';

const filterOf = (search: string) => storeListFilterOf(new URLSearchParams(search));

it('reads the bare address as every store, first page', () => {
  expect(filterOf('')).toEqual({ q: '', verifiedOnly: false, page: 1 });
  // Campaign tags change nothing of what is listed.
  expect(filterOf('utm_source=line')).toEqual({ q: '', verifiedOnly: false, page: 1 });
});

it('reads the search, the verified filter and the page', () => {
  expect(filterOf('q=โชคดี&verified=true&page=3')).toEqual({ q: 'โชคดี', verifiedOnly: true, page: 3 });
  expect(filterOf('verified=1')).toEqual({ q: '', verifiedOnly: false, page: 1 });
});

it('reads a page that is no page as the first', () => {
  for (const page of ['0', '-2', 'two', '']) expect(filterOf(`page=${page}`).page).toBe(1);
});
