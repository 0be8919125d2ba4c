/** Sends the browser to another site (LINE's login page); its own module so tests can stand in for it. */
export function openExternal(url: string): void {
  window.location.assign(url);
}
