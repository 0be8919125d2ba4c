/**
 * Hands the browser a file made from bytes: a download behind the bearer token cannot be a plain
 * link. The same few lines as the shell's and mf-ecommerce's CSV buttons; the kernel has no shared
 * one, and a remote imports no other app.
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
