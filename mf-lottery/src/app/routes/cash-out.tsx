/** Placeholder until its page is written. */
export function CashOutPage() {
  return null;
}
