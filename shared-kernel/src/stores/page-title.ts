import { atom, computed } from 'nanostores';

type Claim = { owner: symbol; text: string };

/** The title a page set from its data (a store's name, an article's title); null: none. */
const $claim = atom<Claim | null>(null);

/**
 * What the tab should say beyond the route's catalog title. The shell owns the `<title>` element;
 * a page only says what it is about (`usePageTitle`), so no two owners write the document title.
 */
export const $pageTitle = computed($claim, (claim) => claim?.text ?? null);

/**
 * Sets the page's title and answers how to take it back. Taking back an older claim leaves a newer
 * one alone: the next page (often another remote, in another React root) can claim before the
 * previous page has unmounted.
 */
export function claimPageTitle(text: string): () => void {
  const owner = Symbol('page-title');
  $claim.set({ owner, text });
  return () => {
    if ($claim.get()?.owner === owner) $claim.set(null);
  };
}
