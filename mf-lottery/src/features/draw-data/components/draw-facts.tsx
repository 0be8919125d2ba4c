import { formatThaiDateLong, formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { formatInteger } from '@chokdee/shared-contract/format/number';
import type { LotteryDraw } from '@chokdee/shared-contract/schemas/lottery-draw';
import { Link } from 'react-router';
import type { DrawSummary } from '../utils/summarise-draws';
import styles from './draw-data.module.css';

export type DrawFactsProps = {
  summary: DrawSummary;
  current: LotteryDraw | null;
  drawHref: (drawDate: string) => string;
};

/** The figures at the top: how many draws, from when, the latest, and the one on sale. */
export function DrawFacts({ summary, current, drawHref }: DrawFactsProps) {
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>งวดที่มีผลรางวัลในระบบ</dt>
        <dd className={styles.factValue}>{formatInteger(summary.drawnCount)} งวด</dd>
      </div>
      <div className={styles.fact}>
        <dt>ตั้งแต่งวด</dt>
        <dd className={styles.factValue}>
          {summary.oldest ? formatThaiDateLong(summary.oldest.draw_date) : '-'}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>งวดล่าสุด</dt>
        <dd className={styles.factValue}>
          {summary.latest ? (
            <Link to={drawHref(summary.latest.draw_date)}>
              {formatThaiDateLong(summary.latest.draw_date)}
            </Link>
          ) : (
            '-'
          )}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>งวดที่เปิดจำหน่าย</dt>
        <dd className={styles.factValue}>
          {current ? (
            <>
              {formatThaiDateLong(current.draw_date)}
              <span className={current.is_sale_open ? styles.open : styles.closed}>
                {current.is_sale_open ? 'เปิดขาย' : 'ยังไม่เปิดขาย'}
              </span>
              <span className={styles.factNote}>
                ขาย {formatThaiDateTime(current.sale_start_date)} –{' '}
                {formatThaiDateTime(current.sale_end_date)} น.
              </span>
            </>
          ) : (
            'ยังไม่มีงวดที่เปิดจำหน่าย'
          )}
        </dd>
      </div>
    </dl>
  );
}
