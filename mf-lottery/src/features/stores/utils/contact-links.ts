/** A link the dealer typed is opened only when it is a real web address (no `javascript:`). */
export function safeWebUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** LINE's add-friend page for a LINE id ('@shop' for official accounts, '~id' for people). */
export function lineUrl(lineId: string): string {
  const id = lineId.trim();
  return id.startsWith('@')
    ? `https://line.me/R/ti/p/${encodeURIComponent(id)}`
    : `https://line.me/ti/p/~${encodeURIComponent(id)}`;
}

/** `tel:` link of a Thai phone number (spaces and dashes dropped). */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
