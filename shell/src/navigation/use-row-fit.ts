import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The 'เพิ่มเติม' button's width until it has been drawn once (its label at 16 px, padding, chevron). */
const MORE_WIDTH_GUESS = 110;

/** Marks the 'เพิ่มเติม' item of the row; every other item of the list is an entry. */
export const ROW_MORE_ATTRIBUTE = 'data-row-more';

/** Where the menu is a row in the header (navigation.module.css); elsewhere it is a column. */
const ROW_MEDIA = '(min-width: 1024px)';

/**
 * How many of the first entries of `list` (a one-row flex list) fit beside a 'เพิ่มเติม' item;
 * all of them when they fit alone. Entries past the count stay in the list, laid out but hidden
 * (see `.overflowed`), so they can be measured again: the row and every item are watched, so a
 * resize, the web font arriving, the member's controls loading or a bold current entry count.
 * `entriesKey` changes when the entries do. Before the first measure (and on the server) every
 * entry counts as fitting.
 */
export function useRowFit(list: RefObject<HTMLElement | null>, entriesKey: string, total: number): number {
  const [fit, setFit] = useState(total);
  const moreWidth = useRef(MORE_WIDTH_GUESS);
  const showsMore = fit < total;

  // Again when 'เพิ่มเติม' comes or goes: its own width is watched too.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setFit(measure(element, moreWidth)));
    observer.observe(element);
    for (const item of element.children) observer.observe(item);
    return () => observer.disconnect();
  }, [list, entriesKey, showsMore]);

  return Math.min(fit, total);
}

function measure(list: HTMLElement, moreWidth: { current: number }): number {
  const entries = [...list.querySelectorAll<HTMLElement>(`:scope > li:not([${ROW_MORE_ATTRIBUTE}])`)];
  if (!window.matchMedia?.(ROW_MEDIA).matches) return entries.length;
  const more = list.querySelector<HTMLElement>(`:scope > [${ROW_MORE_ATTRIBUTE}]`);
  if (more) moreWidth.current = more.getBoundingClientRect().width || moreWidth.current;
  const available = list.clientWidth;
  const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
  const widths = entries.map((entry) => entry.getBoundingClientRect().width);

  const all = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(widths.length - 1, 0);
  if (all <= available) return widths.length;
  let used = moreWidth.current;
  let fit = 0;
  while (fit < widths.length && used + gap + (widths[fit] ?? 0) <= available) {
    used += gap + (widths[fit] ?? 0);
    fit += 1;
  }
  return fit;
}
