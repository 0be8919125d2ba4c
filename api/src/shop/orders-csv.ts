import { ORDER_STATUS_LABELS } from '@chokdee/shared-contract/schemas/order';
import {
  SHOP_ORDER_STAGE_LABELS,
  type ShopOrderRow,
  type ShopOrderSort,
  type ShopOrderStage,
} from '@chokdee/shared-contract/schemas/shop-admin';
import type { Executor } from '../db/client';
import { csvDateTime, csvDocument } from '../lib/csv';
import { listShopOrders } from './admin-orders';

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

function cells(row: ShopOrderRow): (string | number)[] {
  return [
    row.code,
    csvDateTime(row.created_at),
    row.stage ? SHOP_ORDER_STAGE_LABELS[row.stage] : ORDER_STATUS_LABELS[row.status],
    row.member_name,
    row.recipient,
    row.tel,
    row.total_quantity,
    row.total_amount.toFixed(2),
    csvDateTime(row.slip_uploaded_at),
  ];
}

/** The back office's list as the screen filters, searches and sorts it, every page, as one CSV. */
export async function shopOrdersCsv(
  db: Executor,
  query: { stage?: ShopOrderStage; q?: string; sort: ShopOrderSort },
): Promise<string> {
  const lines: (string | number)[][] = [];
  for (let page = 1; (page - 1) * BATCH < CSV_MAX_ROWS; page += 1) {
    const { rows } = await listShopOrders(db, { ...query, page, per_page: BATCH });
    lines.push(...rows.map(cells));
    if (rows.length < BATCH) break;
  }
  return csvDocument(HEADER, lines);
}
