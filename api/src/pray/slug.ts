/**
 * A Thai-friendly slug: Thai letters and marks, a–z and digits kept, everything else a dash; the
 * project id appended keeps it unique (`ขอให้คุณแม่หายป่วย-12`).
 */
export function prayProjectSlug(title: string, id: number): string {
  const base = title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\u0E00-\u0E7Fa-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return base ? `${base}-${id}` : `project-${id}`;
}

/** `…-12` → 12: an old link still finds the project after its title (and so its slug) changed. */
export function idFromSlug(slug: string): number | null {
  const match = /(?:^|-)(\d{1,9})$/.exec(slug);
  return match ? Number(match[1]) : null;
}
