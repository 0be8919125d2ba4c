import { isSafeAppPath } from './app-path';

export type PopupLink = { kind: 'app'; path: string } | { kind: 'external'; href: string };

/**
 * Where a slide may send the visitor: a path of this site, or an https page. Anything else
 * (`javascript:`, `data:`, plain http, `//other.host`) makes the slide a plain picture.
 */
export function popupLink(linkUrl: string | null): PopupLink | null {
  const value = linkUrl?.trim();
  if (!value) return null;
  if (value.startsWith('/')) return isSafeAppPath(value) ? { kind: 'app', path: value } : null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? { kind: 'external', href: url.href } : null;
  } catch {
    return null;
  }
}
