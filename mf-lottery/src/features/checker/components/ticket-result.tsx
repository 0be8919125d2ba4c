import { formatBaht } from '@chokdee/shared-contract/format/number';
import type { TicketCheck } from '../utils/check-tickets';
import styles from './ticket-result.module.css';

export type TicketResultProps = {
  ticket: TicketCheck;
};

/** One checked number: every prize it wins and their sum, or that it wins nothing. */
export function TicketResult({ ticket }: TicketResultProps) {
  const won = ticket.wins.length > 0;
  return (
    <li className={won ? `${styles.ticket} ${styles.won}` : styles.ticket}>
      <p className={styles.number}>{ticket.number}</p>
      {won ? (
        <>
          <ul className={styles.wins} aria-label={`รางวัลของเลข ${ticket.number}`}>
            {ticket.wins.map((win) => (
              <li key={win.tier} className={styles.win}>
                <span>{win.name}</span>
                <span className={styles.amount}>{formatBaht(win.amount)}</span>
              </li>
            ))}
          </ul>
          <p className={styles.total}>
            <span>รวม</span>
            <span className={styles.amount}>{formatBaht(ticket.total)}</span>
          </p>
        </>
      ) : (
        <p className={styles.noPrize}>ไม่ถูกรางวัล</p>
      )}
    </li>
  );
}
