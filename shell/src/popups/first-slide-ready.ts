import { assetUrl } from '@chokdee/shared-kernel/api/asset-url';
import type { Popup } from '@chokdee/shared-contract/schemas/popup';

/** The longest the popup waits for its first picture before opening anyway (ms). */
export const FIRST_SLIDE_WAIT_MS = 3000;

/**
 * Resolves once the first slide's picture has loaded (or failed, or after `timeoutMs`), so the
 * dialog opens at its final size. The picture has no size of its own in the API: a dialog drawn
 * before it arrives grows when it does and pushes its close button down (layout shifts of 0.12 and
 * 0.17 measured on `/` and a store page once the dialog no longer waited for the slideshow's code).
 * The picture is the page's largest paint either way, so waiting for it costs no LCP.
 */
export function firstSlideReady(
  popups: Popup[],
  timeoutMs = FIRST_SLIDE_WAIT_MS,
  makeImage: () => HTMLImageElement = () => new Image(),
): Promise<void> {
  const href = assetUrl(popups[0]?.file.url);
  if (!href) return Promise.resolve();
  return new Promise((resolve) => {
    const image = makeImage();
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    image.addEventListener('load', done);
    image.addEventListener('error', done);
    // Same URL and no crossorigin, like the preload and the slide's <img>: one download.
    image.src = href;
  });
}
