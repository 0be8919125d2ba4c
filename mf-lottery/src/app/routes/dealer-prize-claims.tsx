/** Placeholder until its page is written. */
export function DealerPrizeClaimsPage() {
  return null;
}
