import { assetUrl } from '@chokdee/shared-kernel/api/asset-url';
import type { Popup } from '@chokdee/shared-contract/schemas/popup';

/**
 * The first slide's picture is a first visit's largest paint: its download starts as soon as its
 * URL is known, at high priority (`firstSlideReady` then only waits for it, and the dialog's `<img>`
 * takes it from the cache: same URL, no `crossorigin`, like the preload).
 */
export function preloadPopupImage(popups: Popup[], doc: Document = document): void {
  const href = assetUrl(popups[0]?.file.url);
  if (!href) return;
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('href', href);
  doc.head.appendChild(link);
}
