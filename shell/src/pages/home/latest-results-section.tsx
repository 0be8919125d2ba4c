import { Link } from 'react-router';
import { fetchLotteryResults } from '@chokdee/shared-kernel/api/lottery';
import { formatThaiDateLong } from '@chokdee/shared-kernel/format/date';
import type { LotteryResult } from '@chokdee/shared-kernel/schemas/lottery-result';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { paths } from '../../config/paths';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import styles from './home.module.css';

function ResultSummary({ result }: { result: LotteryResult }) {
  return (
    <>
      <p className={styles.drawDate}>
        งวดวันที่ <time dateTime={result.draw_date}>{formatThaiDateLong(result.draw_date)}</time>
      </p>
      <dl className={styles.prizes}>
        <div className={styles.firstPrize}>
          <dt>รางวัลที่ 1</dt>
          <dd className={styles.firstNumber}>{result.first}</dd>
        </div>
        <div className={styles.prize}>
          <dt>เลขหน้า 3 ตัว</dt>
          <dd className={styles.number}>{result.front3.join(' ')}</dd>
        </div>
        <div className={styles.prize}>
          <dt>เลขท้าย 3 ตัว</dt>
          <dd className={styles.number}>{result.last3.join(' ')}</dd>
        </div>
        <div className={styles.prize}>
          <dt>เลขท้าย 2 ตัว</dt>
          <dd className={styles.number}>{result.last2}</dd>
        </div>
      </dl>
    </>
  );
}

/** The newest draw's main prizes, with the way to check a ticket against every prize. */
export function LatestResultsSection() {
  const state = useRequest('latest-result', (_key, signal) =>
    fetchLotteryResults({ per_page: 1 }, { signal }),
  );
  const latest = state.status === 'success' ? state.data.data[0] : undefined;

  return (
    <section className={styles.card} aria-labelledby="home-results-title">
      <h2 id="home-results-title" className={styles.sectionTitle}>
        ผลสลากกินแบ่งรัฐบาลงวดล่าสุด
      </h2>
      {state.status === 'loading' && <LoadingState label="กำลังโหลดผลสลาก" />}
      {state.status === 'error' && (
        <RequestError title="ไม่สามารถโหลดผลสลากล่าสุดได้ในขณะนี้" onRetry={state.retry} />
      )}
      {state.status === 'success' &&
        (latest ? <ResultSummary result={latest} /> : <p className={styles.empty}>ยังไม่มีผลสลาก</p>)}
      <Link to={paths.checkLottery.getHref()} className={styles.cta}>
        ตรวจผลสลาก
      </Link>
    </section>
  );
}
