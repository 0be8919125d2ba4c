import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { Link } from 'react-router';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { paths } from '../../config/paths';
import { TicketClaimLink } from '../../features/prize-claims/components/ticket-claim-link';
import { useTicketClaims } from '../../features/prize-claims/hooks/use-ticket-claims';
import { useWinningTicketIds } from '../../features/prize-claims/hooks/use-winning-ticket-ids';
import { SafeDrawSection } from '../../features/safe/components/safe-draw-section';
import { useSafe } from '../../features/safe/hooks/use-safe';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import page from '../../lib/page.module.css';

/** /members/safe — the tickets the member owns, per draw, newest first. */
export function SafePage() {
  const safe = useSafe();
  const total = safe.status === 'success' ? safe.data.reduce((n, draw) => n + draw.tickets.length, 0) : 0;
  // Winning tickets of drawn draws get the claim link: the win history knows which ones won.
  const winning = useWinningTicketIds(
    safe.status === 'success' && safe.data.some((draw) => draw.has_results),
  );
  const claims = useTicketClaims(undefined, winning.size > 0);

  return (
    <div className={page.page}>
      <header className={page.header}>
        <h1 className={page.title}>ตู้เซฟสลาก</h1>
        {total > 0 && <p className={page.lead}>สลากของคุณทั้งหมด {total} ใบ</p>}
      </header>

      {safe.status === 'loading' && <LoadingState label="กำลังเปิดตู้เซฟ…" />}
      {safe.status === 'error' && (
        <RequestError title="เปิดตู้เซฟไม่สำเร็จ" detail={safe.error.message} onRetry={safe.retry} />
      )}
      {safe.status === 'success' && safe.data.length === 0 && (
        <div className={page.empty}>
          <p className={page.emptyTitle}>ยังไม่มีสลากในตู้เซฟ</p>
          <p className={page.emptyText}>สลากที่ร้านค้ายืนยันการชำระเงินแล้วจะเก็บไว้ที่นี่</p>
          <Link className={buttons.primary} to={paths.dealers.getHref()}>
            เลือกซื้อสลาก
          </Link>
        </div>
      )}
      {safe.status === 'success' && safe.data.length > 0 && (
        <div className={page.stack}>
          {safe.data.map((draw) => (
            <SafeDrawSection
              key={draw.draw_date}
              draw={draw}
              ticketAction={(ticket) =>
                winning.has(ticket.ticket_id) && (
                  <TicketClaimLink ticketId={ticket.ticket_id} claim={claims.get(ticket.ticket_id)} />
                )
              }
            />
          ))}
        </div>
      )}
    </div>
  );
}
