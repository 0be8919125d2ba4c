import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import { formatBaht } from '@chokdee/shared-contract/format/number';
import type { TicketWin, WinHistory } from '@chokdee/shared-contract/schemas/safe';
import { useId, type ReactNode } from 'react';
import { WinTicket } from './win-ticket';
import styles from './draw-wins.module.css';

export type DrawWinsProps = {
  draw: WinHistory['meta']['draws'][number];
  wins: TicketWin[];
  /** What each winning ticket offers (the claim link), given by the page. */
  ticketAction?: (win: TicketWin) => ReactNode;
};

/** One draw of the win history: not drawn yet, no win, or each winning ticket and the draw's total. */
export function DrawWins({ draw, wins, ticketAction }: DrawWinsProps) {
  const titleId = useId();
  const total = wins.reduce((sum, win) => sum + win.amount, 0);
  return (
    <section className={styles.draw} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          งวดวันที่ {formatThaiDateLong(draw.draw_date)}
        </h2>
        <span className={styles.count}>สลากของคุณ {draw.ticket_count} ใบ</span>
      </header>
      {!draw.has_results && <p className={styles.pending}>ยังไม่ออกผลรางวัล</p>}
      {draw.has_results && wins.length === 0 && <p className={styles.none}>ไม่ถูกรางวัล</p>}
      {draw.has_results && wins.length > 0 && (
        <>
          <div className={styles.wins}>
            {wins.map((win) => (
              <WinTicket key={win.ticket_id} win={win} action={ticketAction?.(win)} />
            ))}
          </div>
          <p className={styles.total}>
            รางวัลงวดนี้ <strong>{formatBaht(total)}</strong>
          </p>
        </>
      )}
    </section>
  );
}
