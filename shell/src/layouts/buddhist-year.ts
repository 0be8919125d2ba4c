import { formatThaiDate } from '@chokdee/shared-contract/format/date';

/** The Buddhist-era year in Bangkok (2569 for 2026), from the kernel's one date formatter. */
export function buddhistYear(now: Date = new Date()): string {
  return formatThaiDate(now).slice(-4);
}
