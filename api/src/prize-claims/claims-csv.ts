import { PRIZE_CLAIM_KIND_LABELS } from '@chokdee/shared-contract/schemas/prize-claim';
import { formatThaiDate } from '@chokdee/shared-contract/format/date';
import { PRIZE_CLAIM_STATUS_LABELS } from '@chokdee/shared-contract/schemas/prize-claim';
import { bankLabel } from '@chokdee/shared-contract/schemas/bank';
import type { Executor } from '#api/db/client';
import { csvCell, csvDateTime } from '#api/lib/csv';
import { claimCode, type ClaimViewRow } from './claim-view';
import { eachClaim, type ClaimFilter, type ClaimScope } from './claims-repository';
import { PRIZE_CLAIM_CSV_HEADER } from './prize-claim-messages';

/** Excel opens a UTF-8 file as Thai only when it starts with the byte order mark. */
const UTF8_BOM = '\uFEFF';

/** Satang as baht with two decimals, no grouping: a spreadsheet reads it as a number. */
const baht = (satang: number) => (satang / 100).toFixed(2);

const line = (cells: readonly (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

function cells(row: ClaimViewRow): string[] {
  const { claim } = row;
  return [
    claimCode(claim.id),
    csvDateTime(claim.created_at),
    formatThaiDate(row.draw_date),
    String(row.number).padStart(6, '0'),
    String(row.set_no),
    `${row.member_name} ${row.member_lastname}`.trim(),
    row.member_tel ?? '',
    PRIZE_CLAIM_KIND_LABELS[claim.kind],
    PRIZE_CLAIM_STATUS_LABELS[claim.status],
    baht(claim.prize_satang),
    baht(claim.stamp_duty_satang),
    baht(claim.fee_satang),
    baht(claim.net_satang),
    claim.bank_code ? bankLabel(claim.bank_code) : '',
    claim.account_number ?? '',
    claim.account_name ?? '',
    csvDateTime(claim.settled_at),
    claim.refuse_reason ?? '',
  ];
}

/**
 * The matching claims as CSV text, a page of rows at a time (newest first), so an export of every
 * claim never holds them all: the BOM and header first, lines ending CRLF as Excel writes them.
 * Cells a spreadsheet would run as a formula are kept text (`csvCell`).
 */
export async function* claimsCsv(
  db: Executor,
  scope: ClaimScope,
  filter: ClaimFilter,
): AsyncGenerator<string> {
  yield `${UTF8_BOM}${line(PRIZE_CLAIM_CSV_HEADER)}`;
  for await (const rows of eachClaim(db, scope, filter)) yield rows.map((row) => line(cells(row))).join('');
}
