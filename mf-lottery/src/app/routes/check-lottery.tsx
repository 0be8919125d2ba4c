import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatThaiDateLong } from '@chokdee/shared-kernel/format/date';
import { LoadingState } from '../../components/loading-state';
import { RequestError } from '../../components/request-error';
import { paths } from '../../config/paths';
import { LATEST_DRAW } from '../../features/results/api/get-lottery-result';
import { DrawPicker } from '../../features/results/components/draw-picker';
import { PrizeGrids } from '../../features/results/components/prize-grids';
import { ResultNotFound } from '../../features/results/components/result-not-found';
import { TopPrizes } from '../../features/results/components/top-prizes';
import { useLotteryResult } from '../../features/results/hooks/use-lottery-result';
import styles from './check-lottery.module.css';

// The checker is its own chunk, kept off the results' critical path. Its download starts as soon
// as this page module runs, in parallel with the results request, so it is ready when they are.
// One retry: a dropped request on a phone network should not cost the visitor the form.
const loadChecker = () => import('../../features/checker/components/ticket-checker');
const checkerChunk = loadChecker().catch(loadChecker);
const TicketChecker = lazy(() => checkerChunk);

/** /check-lottery, /checklottery and /check-lottery/:slug — one draw's results and the ticket checker. */
export function CheckLotteryPage() {
  const { slug = LATEST_DRAW } = useParams();
  const navigate = useNavigate();
  const result = useLotteryResult(slug);
  const draw = result.status === 'success' ? result.data : null;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titles}>
          <h1 className={styles.title}>ตรวจผลสลากกินแบ่งรัฐบาล</h1>
          {draw && <p className={styles.drawDate}>งวดวันที่ {formatThaiDateLong(draw.draw_date)}</p>}
        </div>
        <DrawPicker value={draw?.draw_date ?? slug} onSelect={(date) => navigate(paths.draw.getHref(date))} />
      </header>

      {result.status === 'loading' && <LoadingState label="กำลังโหลดผลสลาก…" />}
      {result.status === 'error' && (
        <RequestError title="โหลดผลสลากไม่สำเร็จ" error={result.error} onRetry={result.retry} />
      )}
      {result.status === 'success' && !draw && <ResultNotFound latestHref={paths.latest.getHref()} />}
      {draw && (
        <div className={styles.layout}>
          <div className={styles.top}>
            <TopPrizes result={draw} />
          </div>
          <div className={styles.checker}>
            <Suspense fallback={<LoadingState label="กำลังเตรียมช่องตรวจสลาก…" />}>
              {/* A new draw starts a new check: the last report belongs to the old draw. */}
              <TicketChecker key={draw.draw_date} result={draw} />
            </Suspense>
          </div>
          <div className={styles.grids}>
            <PrizeGrids result={draw} />
          </div>
        </div>
      )}
    </div>
  );
}
