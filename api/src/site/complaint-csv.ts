import { formatThaiDate, toBangkok } from '@chokdee/shared-contract/format/date';
import { COMPLAINT_TOPICS, type ComplaintTopic } from '@chokdee/shared-contract/schemas/complaint';
import { COMPLAINT_STATUS_LABELS } from '@chokdee/shared-contract/schemas/complaint-inbox';
import type { Executor } from '#api/db/client';
import { complaints, type ComplaintRow } from './content-tables';
import { INBOX_ORDER, inboxWhere, type InboxFilter } from './complaint-inbox';

/** Enough for any real month of complaints; a larger export is cut here, not the server's memory. */
export const CSV_ROW_LIMIT = 10_000;

/** Excel opens a UTF-8 file as Thai only when it starts with the byte order mark. */
const BOM = '\uFEFF';

const HEADER = [
  'รหัสอ้างอิง',
  'วันที่แจ้ง',
  'สถานะ',
  'หัวข้อ',
  'ชื่อ-นามสกุล',
  'เบอร์โทรศัพท์',
  'อีเมล',
  'รหัสร้านค้า',
  'รายละเอียด',
  'คำตอบ',
  'ตอบเมื่อ',
  'ตอบโดย',
  'ปิดเมื่อ',
];

/** '21/11/2569 18:00': the Buddhist-era day in full, then the Bangkok time. */
export function csvDateTime(instant: Date | null): string {
  if (!instant) return '';
  return `${formatThaiDate(instant)} ${toBangkok(instant)!.format('HH:mm')}`;
}

/**
 * A cell: quoted when it holds a comma, quote or line break; a leading = + - @ (what a
 * spreadsheet would run as a formula, typed by a visitor) is kept as text with a '.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvLine(row: ComplaintRow): string {
  return [
    row.code,
    csvDateTime(row.created_at),
    COMPLAINT_STATUS_LABELS[row.status],
    COMPLAINT_TOPICS[row.topic as ComplaintTopic] ?? row.topic,
    row.name,
    row.tel,
    row.email ?? '',
    row.store_code ?? '',
    row.message,
    row.answer ?? '',
    csvDateTime(row.answered_at),
    row.answered_by ?? '',
    csvDateTime(row.closed_at),
  ]
    .map(csvCell)
    .join(',');
}

/** The filtered inbox as CSV, in the inbox's order, lines ending CRLF as Excel writes them. */
export async function complaintsCsv(db: Executor, filter: InboxFilter): Promise<string> {
  const rows = await db
    .select()
    .from(complaints)
    .where(inboxWhere(filter))
    .orderBy(...INBOX_ORDER)
    .limit(CSV_ROW_LIMIT);
  return BOM + [HEADER.join(','), ...rows.map(csvLine)].join('\r\n') + '\r\n';
}
