/** Which bottom member menu a visitor gets (spec §2), or none. */
export type BottomMenuVariant = 'member' | 'visitor';

export interface MenuVariantInput {
  loggedIn: boolean;
  /** The public ref of the store the visitor is shopping in, if any. */
  userRef: string | null | undefined;
}

/**
 * Spec §2/§6: the bar is "shown only when a user reference exists" (the store the visitor shops
 * in, remembered across pages), logged in or not. With one, a logged-in member gets the member
 * variant (awaiting payment, safe, profile, cart), a visitor the store variant.
 */
export function bottomMenuVariant({ loggedIn, userRef }: MenuVariantInput): BottomMenuVariant | null {
  if (!userRef) return null;
  return loggedIn ? 'member' : 'visitor';
}
