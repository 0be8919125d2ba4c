import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import type { SafeDraw, SafeTicket } from '@chokdee/shared-contract/schemas/safe';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { TicketImage } from './ticket-image';
import styles from './safe-draw-section.module.css';

export type SafeDrawSectionProps = {
  draw: SafeDraw;
  /** What a ticket offers under its caption (the claim link of a winning one), given by the page. */
  ticketAction?: (ticket: SafeTicket) => ReactNode;
};

/** One draw in the safe: its tickets as pictures, and its win history once the results are out. */
export function SafeDrawSection({ draw, ticketAction }: SafeDrawSectionProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          งวดวันที่ {formatThaiDateLong(draw.draw_date)}
        </h2>
        <span className={styles.count}>{draw.tickets.length} ใบ</span>
        {draw.has_results ? (
          <Link className={styles.results} to={paths.winHistory.getHref(draw.draw_date)}>
            ดูผลรางวัลงวดนี้
          </Link>
        ) : (
          <span className={styles.pending}>ยังไม่ออกผลรางวัล</span>
        )}
      </header>
      <ul className={styles.tickets}>
        {draw.tickets.map((ticket) => (
          <li key={ticket.ticket_id} className={styles.ticket}>
            <TicketImage number={ticket.number} setNo={ticket.set_no} drawDate={draw.draw_date} />
            <p className={styles.caption}>
              <span>{ticket.store_name}</span>
              <Link to={paths.order.getHref(ticket.order_code)}>{ticket.order_code}</Link>
            </p>
            {ticketAction?.(ticket)}
          </li>
        ))}
      </ul>
    </section>
  );
}
