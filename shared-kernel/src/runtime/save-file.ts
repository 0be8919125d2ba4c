/**
 * Hands the browser a file made from bytes: a download behind a bearer token (a receipt, a CSV
 * export) cannot be a plain link, so it is fetched first and saved from an object URL.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the bytes over; the next task may let them go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
