import { formatBaht } from '@chokdee/shared-contract/format/number';
import { PRIZE_TIERS } from '@chokdee/shared-contract/rules/prize';
import type { TicketWin } from '@chokdee/shared-contract/schemas/safe';
import type { ReactNode } from 'react';
import { TicketDigits } from '../../../lib/ticket-digits';
import styles from './win-ticket.module.css';

export type WinTicketProps = {
  win: TicketWin;
  /** What the member can do with the win (claim it), under its prizes. */
  action?: ReactNode;
};

const TIER_NAMES = new Map(PRIZE_TIERS.map((tier) => [tier.key, tier.name]));

/** A winning ticket: its number, each prize it won (kernel names) and what it won in all. */
export function WinTicket({ win, action }: WinTicketProps) {
  return (
    <article className={styles.win} aria-label={`สลากเลข ${win.number} ชุดที่ ${win.set_no}`}>
      <div className={styles.head}>
        <TicketDigits number={win.number} size="md" />
        <span className={styles.set}>ชุดที่ {win.set_no}</span>
      </div>
      <ul className={styles.prizes}>
        {win.prizes.map((prize) => (
          <li key={prize.tier} className={styles.prize}>
            <span>{TIER_NAMES.get(prize.tier) ?? prize.name}</span>
            <span className={styles.amount}>{formatBaht(prize.amount)}</span>
          </li>
        ))}
      </ul>
      {win.prizes.length > 1 && (
        <p className={styles.total}>
          รวม <strong>{formatBaht(win.amount)}</strong>
        </p>
      )}
      {action}
    </article>
  );
}
