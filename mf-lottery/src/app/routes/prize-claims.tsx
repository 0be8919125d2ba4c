/** Placeholder until its page is written. */
export function PrizeClaimsPage() {
  return null;
}
