import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import { Link, useNavigate, useParams } from 'react-router';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { paths } from '../../config/paths';
import { TicketChecker } from '../../features/checker/components/ticket-checker';
import { LATEST_DRAW } from '../../features/results/api/get-lottery-result';
import { DrawPicker } from '../../features/results/components/draw-picker';
import { PrizeGrids } from '../../features/results/components/prize-grids';
import { ResultNotFound } from '../../features/results/components/result-not-found';
import { ResultsSkeleton } from '../../features/results/components/results-skeleton';
import { TopPrizes } from '../../features/results/components/top-prizes';
import { useLotteryResult } from '../../features/results/hooks/use-lottery-result';
import styles from './check-lottery.module.css';

export type CheckLotteryPageProps = {
  /** Where a draw's page is: the Thai-named route keeps its own spelling when the picker moves. */
  drawHref?: (slug: string) => string;
};

/**
 * /check-lottery, /checklottery, /check-lottery/:slug and /ตรวจลอตเตอรี่/:slug? — one draw's
 * results and the ticket checker.
 */
export function CheckLotteryPage({ drawHref = paths.draw.getHref }: CheckLotteryPageProps) {
  const { slug = LATEST_DRAW } = useParams();
  const navigate = useNavigate();
  const result = useLotteryResult(slug);
  const draw = result.status === 'success' ? result.data : null;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titles}>
          <h1 className={styles.title}>ตรวจผลสลากกินแบ่งรัฐบาล</h1>
          {/* The line keeps its height before the date is known: the picker below must not move. */}
          <p className={styles.drawDate} aria-hidden={draw ? undefined : true}>
            {draw ? `งวดวันที่ ${formatThaiDateLong(draw.draw_date)}` : '\u00a0'}
          </p>
          <Link to={paths.drawData.getHref()} className={styles.dataLink}>
            ข้อมูลลอตเตอรี่ในระบบ
          </Link>
        </div>
        <DrawPicker
          value={draw?.draw_date ?? slug}
          onSelect={(date) => navigate(drawHref(date))}
          ready={result.status !== 'loading'}
        />
      </header>

      {result.status === 'loading' && <ResultsSkeleton label="กำลังโหลดผลสลาก…" />}
      {result.status === 'error' && (
        <RequestError title="โหลดผลสลากไม่สำเร็จ" detail={result.error.message} onRetry={result.retry} />
      )}
      {result.status === 'success' && !draw && <ResultNotFound latestHref={paths.latest.getHref()} />}
      {draw && (
        <div className={styles.layout}>
          <div className={styles.top}>
            <TopPrizes result={draw} />
          </div>
          <div className={styles.checker}>
            {/* A new draw starts a new check: the last report belongs to the old draw. The form is
                in the page's chunk: a separate one cost two more requests and a swap that moved the
                results below it. */}
            <TicketChecker key={draw.draw_date} result={draw} />
          </div>
          <div className={styles.grids}>
            <PrizeGrids result={draw} />
          </div>
        </div>
      )}
    </div>
  );
}
