/**
 * mf-member's bank account page, returning to `returnTo` once the account is saved. It is not
 * among the kernel's cross-app paths yet, so it is spelled here.
 */
export function bankAccountHref(returnTo: string): string {
  return `/members/bank-account?redirect_url=${encodeURIComponent(returnTo)}`;
}
