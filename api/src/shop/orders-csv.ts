import { formatThaiDate } from '@chokdee/shared-contract/format/date';
import { ORDER_STATUS_LABELS } from '@chokdee/shared-contract/schemas/order';
import {
  SHOP_ORDER_STAGE_LABELS,
  type ShopOrderRow,
  type ShopOrderSort,
  type ShopOrderStage,
} from '@chokdee/shared-contract/schemas/shop-admin';
import type { Executor } from '../db/client';
import { listShopOrders } from './admin-orders';

/** Excel reads a UTF-8 file as Thai only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF';
/** More rows than a back office reads in a sheet; the export stops there rather than hold the server. */
export const CSV_MAX_ROWS = 20_000;
const BATCH = 500;

const HEADER = [
  'รหัสคำสั่งซื้อ',
  'วันที่สั่งซื้อ',
  'สถานะ',
  'ชื่อสมาชิก',
  'ผู้รับ',
  'เบอร์โทร',
  'จำนวน (ชิ้น)',
  'ยอดชำระ (บาท)',
  'วันที่ส่งสลิป',
];

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * A cell a spreadsheet would run as a formula (=, +, -, @ first) is led by a quote mark, so a
 * buyer's name can never become a formula on a staff member's computer.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** '30/11/2569 14:05': the Buddhist-era day and the Bangkok time. */
function thaiDateTime(iso: string): string {
  return `${formatThaiDate(iso)} ${iso.slice(11, 16)}`;
}

function line(row: ShopOrderRow): string {
  return [
    row.code,
    thaiDateTime(row.created_at),
    row.stage ? SHOP_ORDER_STAGE_LABELS[row.stage] : ORDER_STATUS_LABELS[row.status],
    row.member_name,
    row.recipient,
    row.tel,
    row.total_quantity,
    row.total_amount.toFixed(2),
    row.slip_uploaded_at ? thaiDateTime(row.slip_uploaded_at) : '',
  ]
    .map(csvCell)
    .join(',');
}

/** The back office's list as the screen filters, searches and sorts it, every page, as one CSV. */
export async function shopOrdersCsv(
  db: Executor,
  query: { stage?: ShopOrderStage; q?: string; sort: ShopOrderSort },
): Promise<string> {
  const lines = [HEADER.map(csvCell).join(',')];
  for (let page = 1; (page - 1) * BATCH < CSV_MAX_ROWS; page += 1) {
    const { rows } = await listShopOrders(db, { ...query, page, per_page: BATCH });
    lines.push(...rows.map(line));
    if (rows.length < BATCH) break;
  }
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
