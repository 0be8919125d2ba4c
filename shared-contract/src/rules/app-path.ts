/** A same-origin app path: starts with one '/', not '//' or '/\' (which browsers treat as another host). */
export function isSafeAppPath(path: string): boolean {
  // Control characters (tab, newline) are dropped by URL parsing and could turn '/\t/x' into '//x'.
  return /^\/(?![/\\])/.test(path) && ![...path].some((c) => c.charCodeAt(0) < 0x20);
}
