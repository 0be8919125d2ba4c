/**
 * The project id of the editor's URL, or null when the segment is not one: the API reads
 * `/projects/{id}` as a whole number and answers 400 to anything else ('new', a slug, '1.5').
 */
export function projectIdOf(segment: string | undefined): number | null {
  if (!segment || !/^\d+$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
