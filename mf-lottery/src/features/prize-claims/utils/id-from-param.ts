/** A route's numeric id (`:ticketId`, `:claimId`), or null when it is not a positive whole number. */
export function idFromParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}
