import {
  frontThreePattern,
  lastThreePattern,
  lastTwoPattern,
  toPattern,
} from '@chokdee/shared-contract/rules/ticket-pattern';
import type { DigitSlots } from './digits';

export type SearchMode = 'any' | 'front3' | 'last3' | 'last2';

export interface SearchModeInfo {
  label: string;
  /** The boxes this mode reads (0-based). */
  positions: readonly number[];
  /** Said when a box of the mode is left empty. */
  incomplete: string;
}

export const SEARCH_MODES: Record<SearchMode, SearchModeInfo> = {
  any: { label: 'ระบุตำแหน่งเอง', positions: [0, 1, 2, 3, 4, 5], incomplete: 'กรุณาระบุอย่างน้อย 1 หลัก' },
  front3: { label: 'เลขหน้า 3 ตัว', positions: [0, 1, 2], incomplete: 'กรุณากรอกเลขหน้าให้ครบ 3 หลัก' },
  last3: { label: 'เลขท้าย 3 ตัว', positions: [3, 4, 5], incomplete: 'กรุณากรอกเลขท้ายให้ครบ 3 หลัก' },
  last2: { label: 'เลขท้าย 2 ตัว', positions: [4, 5], incomplete: 'กรุณากรอกเลขท้ายให้ครบ 2 หลัก' },
};

export const SEARCH_MODE_ORDER: readonly SearchMode[] = ['any', 'front3', 'last3', 'last2'];

export type PatternResult = { ok: true; pattern: string } | { ok: false; message: string };

/**
 * The search pattern of the boxes in a mode (kernel rules/ticket-pattern): any digits at their
 * positions, or the front 3 / last 3 / last 2 shorthands, which need every box of the mode.
 */
export function patternFor(mode: SearchMode, slots: DigitSlots): PatternResult {
  const info = SEARCH_MODES[mode];
  const digits = info.positions.map((i) => slots[i] ?? '');
  if (mode === 'any') {
    return digits.some(Boolean) ? { ok: true, pattern: toPattern(slots.map((d) => d || null)) } : fail(info);
  }
  if (digits.some((d) => !d)) return fail(info);
  const typed = digits.join('');
  if (mode === 'front3') return { ok: true, pattern: frontThreePattern(typed) };
  if (mode === 'last3') return { ok: true, pattern: lastThreePattern(typed) };
  return { ok: true, pattern: lastTwoPattern(typed) };
}

function fail(info: SearchModeInfo): PatternResult {
  return { ok: false, message: info.incomplete };
}

/** The mode a pattern from the URL was made in, so the form shows it the same way. */
export function modeOfPattern(pattern: string | null | undefined): SearchMode {
  if (!pattern) return 'any';
  if (/^\d{3}_{3}$/.test(pattern)) return 'front3';
  if (/^_{3}\d{3}$/.test(pattern)) return 'last3';
  if (/^_{4}\d{2}$/.test(pattern)) return 'last2';
  return 'any';
}

/** '__12__' → '_ _ 1 2 _ _', for headings. */
export function spacedPattern(pattern: string): string {
  return [...pattern].join(' ');
}
