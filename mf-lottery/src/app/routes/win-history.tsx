import { formatBaht } from '@chokdee/shared-contract/format/number';
import type { WinHistory } from '@chokdee/shared-contract/schemas/safe';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { Link, useNavigate, useParams } from 'react-router';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { paths } from '../../config/paths';
import { DrawWins } from '../../features/wins/components/draw-wins';
import { TicketClaimLink } from '../../features/prize-claims/components/ticket-claim-link';
import { useTicketClaims } from '../../features/prize-claims/hooks/use-ticket-claims';
import { WinDrawChooser } from '../../features/wins/components/win-draw-chooser';
import { useWinHistory } from '../../features/wins/hooks/use-win-history';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import page from '../../lib/page.module.css';
import styles from './win-history.module.css';

type Draw = WinHistory['meta']['draws'][number];

/** The draws on screen: the one asked for, or every draw the member holds tickets for. */
function shownDraws(history: WinHistory, drawDate: string | undefined): Draw[] {
  if (!drawDate) return history.meta.draws;
  return history.meta.draws.filter((draw) => draw.draw_date === drawDate);
}

/** /members/win-history/:drawDate? — what the member's tickets won, per draw. */
export function WinHistoryPage() {
  const { drawDate } = useParams();
  const navigate = useNavigate();
  const history = useWinHistory(drawDate);
  const data = history.status === 'success' ? history.data : null;
  const draws = data ? shownDraws(data, drawDate) : [];
  const shownDates = new Set(draws.map((draw) => draw.draw_date));
  const wins = data ? data.data.filter((win) => shownDates.has(win.draw_date)) : [];
  const total = wins.reduce((sum, win) => sum + win.amount, 0);
  const anyResults = draws.some((draw) => draw.has_results);
  const claims = useTicketClaims(drawDate, wins.length > 0);

  return (
    <div className={page.page}>
      <header className={page.header}>
        <h1 className={page.title}>ประวัติการถูกรางวัล</h1>
        {data && data.meta.draws.length > 0 && (
          <WinDrawChooser
            draws={data.meta.draws}
            value={drawDate ?? ''}
            onSelect={(date) => navigate(paths.winHistory.getHref(date || undefined))}
          />
        )}
      </header>

      {history.status === 'loading' && <LoadingState label="กำลังตรวจรางวัล…" />}
      {history.status === 'error' && (
        <RequestError
          title="โหลดประวัติการถูกรางวัลไม่สำเร็จ"
          detail={history.error.message}
          onRetry={history.retry}
        />
      )}
      {data && data.meta.draws.length === 0 && (
        <div className={page.empty}>
          <p className={page.emptyTitle}>ยังไม่มีสลากในตู้เซฟ</p>
          <p className={page.emptyText}>ซื้อสลากแล้วกลับมาดูผลรางวัลได้ที่นี่</p>
          <Link className={buttons.primary} to={paths.dealers.getHref()}>
            เลือกซื้อสลาก
          </Link>
        </div>
      )}
      {data && data.meta.draws.length > 0 && draws.length === 0 && (
        <div className={page.empty}>
          <p className={page.emptyTitle}>ไม่มีสลากของคุณในงวดนี้</p>
          <Link className={buttons.secondary} to={paths.winHistory.getHref()}>
            ดูทุกงวด
          </Link>
        </div>
      )}
      {draws.length > 0 && (
        <div className={page.stack}>
          {anyResults && (
            <p className={styles.total} aria-live="polite">
              <span>{drawDate ? 'รวมเงินรางวัลงวดนี้' : 'รวมเงินรางวัลทั้งหมด'}</span>
              <strong className={styles.totalValue}>{formatBaht(total)}</strong>
            </p>
          )}
          {draws.map((draw) => (
            <DrawWins
              key={draw.draw_date}
              draw={draw}
              wins={wins.filter((win) => win.draw_date === draw.draw_date)}
              ticketAction={(win) => (
                <TicketClaimLink ticketId={win.ticket_id} claim={claims.get(win.ticket_id)} />
              )}
            />
          ))}
        </div>
      )}
    </div>
  );
}
