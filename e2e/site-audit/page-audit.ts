// The checks the site audit runs on one page at one width, in the page itself: no sideways
// scroll, nothing of `main` a visitor can use hidden under a fixed or sticky layer, a `main` with
// something in it, and a title of its own. Console errors are gathered beside (watchConsole).
import type { Page } from '@playwright/test';

/** The shell's title before a page sets its own (shell/index.html): a page left with it has none. */
export const DEFAULT_TITLE = 'โชคดี';

export interface CoveredControl {
  /** What the control is, e.g. `button "ซื้อเลย"`. */
  control: string;
  /** The fixed or sticky layer its centre hits, e.g. `section[aria-label=แอปโชคดี]`. */
  layer: string;
}

export interface PageMeasure {
  scrollWidth: number;
  innerWidth: number;
  mainText: number;
  mainItems: number;
  title: string;
  covered: CoveredControl[];
}

/**
 * Measures the page as it is shown now. At the top every fixed or sticky layer counts; scrolled
 * to the bottom only the layers on the lower half of the screen do (a sticky header over content
 * scrolled under it is how scrolling works, a bar over the page's last controls hides them for good).
 */
export function measurePage(page: Page, at: 'top' | 'bottom'): Promise<PageMeasure> {
  return page.evaluate((at) => {
    const describe = (element: Element): string => {
      const tag = element.tagName.toLowerCase();
      const label =
        element.getAttribute('aria-label') ??
        (element as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ??
        '';
      const id = element.id ? `#${element.id}` : '';
      const classes =
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/)[0]}`
          : '';
      return `${tag}${id}${classes}${label ? ` "${label}"` : ''}`;
    };
    /** The nearest ancestor (or itself) that stays put while the page scrolls. */
    const layerOf = (element: Element | null): Element | null => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    const main = document.querySelector('main');
    // An open modal dialog makes the rest of the page inert: only its own controls are usable.
    const modal = document.querySelector('dialog:modal');
    const covered: { control: string; layer: string }[] = [];
    const controls = main
      ? main.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea')
      : [];
    for (const control of controls) {
      if (control.closest('[aria-hidden="true"], [inert]')) continue;
      if (modal && !modal.contains(control)) continue;
      const box = control.getBoundingClientRect();
      // Only what a visitor can see and reach now: drawn, not shrunk to a pixel, in the viewport.
      if (box.width < 4 || box.height < 4) continue;
      // Not drawn: hidden, transparent, or inside a closed <details> (its content is skipped).
      if (
        !control.checkVisibility({
          visibilityProperty: true,
          opacityProperty: true,
          contentVisibilityAuto: true,
        })
      )
        continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === control || control.contains(hit)) continue;
      // A label over its own input (custom check boxes) is the control's own face.
      if (hit instanceof HTMLLabelElement && hit.control === control) continue;
      if (control.contains(hit) || hit.contains(control)) continue;
      const layer = layerOf(hit);
      // Under a fixed or sticky layer that is not part of the control's own sticky bar.
      if (!layer || layer.contains(control)) continue;
      const layerTop = layer.getBoundingClientRect().top;
      // At the bottom of the page only what is docked at the bottom can cover for good.
      if (at === 'bottom' && layerTop < innerHeight / 2) continue;
      // At the top, a bottom dock over a control the page can still scroll out from under is
      // every bottom bar's way; the measure at the bottom of the page catches what stays covered.
      const scrollRoom = document.documentElement.scrollHeight - innerHeight;
      if (at === 'top' && layerTop >= innerHeight / 2 && scrollRoom >= y - layerTop) continue;
      covered.push({ control: describe(control), layer: describe(layer) });
    }
    return {
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      innerWidth,
      mainText: main?.innerText.trim().length ?? 0,
      mainItems: main?.querySelectorAll('img, svg, canvas, video, iframe, input, button').length ?? 0,
      title: document.title,
      covered,
    };
  }, at);
}

/** Console errors and uncaught exceptions of the page, from now on; `take()` empties the list. */
export function watchConsole(page: Page): { take: () => string[] } {
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return {
    take: () => {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}

/**
 * Waits until the page has settled: the shell's and the remote's loading statuses gone, something
 * in `main`, and no request in flight for a moment (the page's own data).
 */
export async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const main = document.querySelector('main');
        if (!main || main.innerText.trim().length === 0) return false;
        // The shell's loading status (remotes/remote-loading.tsx) and any busy region.
        const loading = [...main.querySelectorAll('[role="status"]')].some((status) =>
          (status as HTMLElement).innerText.includes('กำลังโหลด'),
        );
        return !loading && !main.querySelector('[aria-busy="true"]');
      },
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined); // measured as it is: an empty or busy main is then reported
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}
