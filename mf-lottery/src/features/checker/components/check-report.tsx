import { formatBaht } from '@chokdee/shared-contract/format/number';
import type { CheckReport as Report } from '../utils/check-tickets';
import { TicketResult } from './ticket-result';
import styles from './check-report.module.css';

export type CheckReportProps = {
  report: Extract<Report, { status: 'checked' }>;
};

/** The outcome of one check: a card per valid number, the grand total, then the rejected entries. */
export function CheckReport({ report }: CheckReportProps) {
  const { tickets, invalid, grandTotal } = report;
  return (
    <div className={styles.report}>
      {tickets.length > 0 && (
        <ul className={styles.tickets} aria-label="ผลการตรวจสลาก">
          {tickets.map((ticket) => (
            <TicketResult key={ticket.number} ticket={ticket} />
          ))}
        </ul>
      )}
      {tickets.length > 1 && (
        <p className={styles.grandTotal}>
          <span>รวมเงินรางวัลทั้งหมด</span>
          <span className={styles.grandAmount}>{formatBaht(grandTotal)}</span>
        </p>
      )}
      {invalid.length > 0 && (
        <ul className={styles.invalid} aria-label="เลขที่ตรวจไม่ได้">
          {invalid.map((entry, index) => (
            <li key={`${index}:${entry}`}>เลขสลากต้องเป็นตัวเลข 6 หลัก: {entry}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
