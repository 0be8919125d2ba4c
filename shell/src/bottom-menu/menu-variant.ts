/** Which bottom member menu a visitor gets (spec §2), or none. */
export type BottomMenuVariant = 'member' | 'visitor';

export interface MenuVariantInput {
  loggedIn: boolean;
  /** The public ref of the store the visitor is shopping in, if any. */
  userRef: string | null | undefined;
}

/**
 * Spec §2: the bar exists only when a user reference exists or the member is logged in. A logged-in
 * member gets the member variant (awaiting payment, safe, profile, cart) even inside a store.
 */
export function bottomMenuVariant({ loggedIn, userRef }: MenuVariantInput): BottomMenuVariant | null {
  if (loggedIn) return 'member';
  return userRef ? 'visitor' : null;
}
