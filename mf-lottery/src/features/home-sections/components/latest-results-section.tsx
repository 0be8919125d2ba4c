import { fetchLotteryResults } from '@chokdee/shared-kernel/api/lottery';
import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import type { LotteryResult } from '@chokdee/shared-contract/schemas/lottery-result';
import { paths } from '../../../config/paths';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import styles from './home-sections.module.css';

interface PrizeNumbers {
  first: string;
  front3: string;
  last3: string;
  last2: string;
}

function Prizes({ numbers }: { numbers: PrizeNumbers }) {
  return (
    <dl className={styles.prizes}>
      <div className={styles.firstPrize}>
        <dt>รางวัลที่ 1</dt>
        <dd className={styles.firstNumber}>{numbers.first}</dd>
      </div>
      <div className={styles.prize}>
        <dt>เลขหน้า 3 ตัว</dt>
        <dd className={styles.number}>{numbers.front3}</dd>
      </div>
      <div className={styles.prize}>
        <dt>เลขท้าย 3 ตัว</dt>
        <dd className={styles.number}>{numbers.last3}</dd>
      </div>
      <div className={styles.prize}>
        <dt>เลขท้าย 2 ตัว</dt>
        <dd className={styles.number}>{numbers.last2}</dd>
      </div>
    </dl>
  );
}

function ResultSummary({ result }: { result: LotteryResult }) {
  return (
    <>
      <p className={styles.drawDate}>
        งวดวันที่ <time dateTime={result.draw_date}>{formatThaiDateLong(result.draw_date)}</time>
      </p>
      <Prizes
        numbers={{
          first: result.first,
          front3: result.front3.join(' '),
          last3: result.last3.join(' '),
          last2: result.last2,
        }}
      />
    </>
  );
}

/** Digits of the same count, drawn as blocks: the same boxes, so the same height, as the answer. */
const PLACEHOLDER: PrizeNumbers = { first: '000000', front3: '000 000', last3: '000 000', last2: '00' };

/**
 * The summary's place while the draw loads, built from the same parts at the same sizes: the
 * sections below it (featured stores, articles) no longer move down when the answer comes (CLS).
 */
function ResultSummarySkeleton() {
  return (
    <div className={styles.skeleton}>
      <p className={styles.visuallyHidden} role="status">
        กำลังโหลดผลสลาก
      </p>
      <div aria-hidden="true" className={styles.skeletonParts}>
        <p className={styles.drawDate}>
          งวดวันที่ <span className={styles.placeholder}>00 พฤศจิกายน 2569</span>
        </p>
        <Prizes numbers={PLACEHOLDER} />
      </div>
    </div>
  );
}

/** The newest draw alone (the origin's render reads the same). */
export const LATEST_RESULTS_QUERY = { per_page: 1 } as const;

/**
 * The newest draw's main prizes, with the way to check a ticket against every prize: the home
 * page's first section (the `./widgets/home-sections` widget in the shell's `main.sections`).
 */
export function LatestResultsSection() {
  const state = useRequest(requestKeys.lottery.latestResults, (signal) =>
    fetchLotteryResults(LATEST_RESULTS_QUERY, { signal }),
  );
  const latest = state.status === 'success' ? state.data.data[0] : undefined;

  return (
    <section className={styles.card} aria-labelledby="home-results-title">
      <h2 id="home-results-title" className={styles.sectionTitle}>
        ผลสลากกินแบ่งรัฐบาลงวดล่าสุด
      </h2>
      {state.status === 'loading' && <ResultSummarySkeleton />}
      {state.status === 'error' && (
        <RequestError title="ไม่สามารถโหลดผลสลากล่าสุดได้ในขณะนี้" onRetry={state.retry} />
      )}
      {state.status === 'success' &&
        (latest ? <ResultSummary result={latest} /> : <p className={styles.empty}>ยังไม่มีผลสลาก</p>)}
      <AppLink href={paths.latest.getHref()} className={styles.cta}>
        ตรวจผลสลาก
      </AppLink>
    </section>
  );
}
