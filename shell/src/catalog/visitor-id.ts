const KEY = 'chokdee:visitor-id';

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * This browser's random visitor id (localStorage, no cookie): the catalog uses it to pick, the
 * same way on every visit, which canary versions of the remotes this visitor is served. Undefined
 * where storage is off (then the visitor gets the live versions).
 */
export function visitorId(): string | undefined {
  try {
    let id = localStorage.getItem(KEY);
    if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
      id = newId();
      localStorage.setItem(KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}
