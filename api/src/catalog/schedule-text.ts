import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';

/** The change log's text of a schedule: Buddhist-era Bangkok times, an open end as "ไม่กำหนด". */
export function formatBangkokWindow(from: Date | null, until: Date | null): string {
  const side = (instant: Date | null) => (instant ? formatThaiDateTime(instant) : 'ไม่กำหนด');
  return `เปิด ${side(from)} – ปิด ${side(until)}`;
}
