import { COMPLAINT_TOPICS, type ComplaintTopic } from '@chokdee/shared-contract/schemas/complaint';
import { COMPLAINT_STATUS_LABELS } from '@chokdee/shared-contract/schemas/complaint-inbox';
import type { Executor } from '#api/db/client';
import { csvDateTime, csvDocument } from '#api/lib/csv';
import { complaints, type ComplaintRow } from './content-tables';
import { INBOX_ORDER, inboxWhere, type InboxFilter } from './complaint-inbox';

/** Enough for any real month of complaints; a larger export is cut here, not the server's memory. */
export const CSV_ROW_LIMIT = 10_000;

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

function cells(row: ComplaintRow): string[] {
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
  ];
}

/** The filtered inbox as CSV, in the inbox's order. */
export async function complaintsCsv(db: Executor, filter: InboxFilter): Promise<string> {
  const rows = await db
    .select()
    .from(complaints)
    .where(inboxWhere(filter))
    .orderBy(...INBOX_ORDER)
    .limit(CSV_ROW_LIMIT);
  return csvDocument(HEADER, rows.map(cells));
}
