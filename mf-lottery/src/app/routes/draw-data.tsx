import { formatThaiDateLong, formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { getDrawData } from '../../features/draw-data/api/get-draw-data';
import { DrawFacts } from '../../features/draw-data/components/draw-facts';
import { DrawYears } from '../../features/draw-data/components/draw-years';
import styles from '../../features/draw-data/components/draw-data.module.css';
import { summariseDraws } from '../../features/draw-data/utils/summarise-draws';
import page from '../../lib/page.module.css';

const drawHref = paths.thaiCheck.getHref;

/** /ข้อมูลลอตเตอรี่ในระบบ (spec §2): every draw the system holds, each linked to its results. */
export function DrawDataPage() {
  const data = useRequest(requestKeys.lottery.drawData, (signal) => getDrawData(signal));
  const summary = data.status === 'success' ? summariseDraws(data.data.draws) : null;

  return (
    <div className={`${page.page} ${page.narrow}`}>
      <header className={page.header}>
        <div>
          <h1 className={page.title}>ข้อมูลลอตเตอรี่ในระบบ</h1>
          <p className={page.lead}>ทุกงวดของสลากกินแบ่งรัฐบาลที่ระบบมีผลรางวัล เลือกงวดเพื่อดูผลและตรวจสลาก</p>
        </div>
        <Link to={drawHref()}>ตรวจผลงวดล่าสุด</Link>
      </header>

      {data.status === 'loading' && <LoadingState label="กำลังโหลดข้อมูลลอตเตอรี่…" />}
      {data.status === 'error' && (
        <RequestError title="โหลดข้อมูลลอตเตอรี่ไม่สำเร็จ" detail={data.error.message} onRetry={data.retry} />
      )}
      {data.status === 'success' && summary && (
        <>
          <DrawFacts summary={summary} current={data.data.current} drawHref={drawHref} />
          {summary.upcoming.length > 0 && (
            <section className={styles.upcoming} aria-labelledby="upcoming-draws">
              <h2 id="upcoming-draws" className={styles.sectionTitle}>
                งวดที่ยังไม่ออกรางวัล
              </h2>
              <ul className={page.stack}>
                {summary.upcoming.map((draw) => (
                  <li key={draw.id}>
                    {formatThaiDateLong(draw.draw_date)} · ขาย {formatThaiDateTime(draw.sale_start_date)} –{' '}
                    {formatThaiDateTime(draw.sale_end_date)} น.
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="drawn-draws">
            <h2 id="drawn-draws" className={styles.sectionTitle}>
              ผลรางวัลย้อนหลัง
            </h2>
            {summary.years.length > 0 ? (
              <DrawYears years={summary.years} drawHref={drawHref} />
            ) : (
              <p className={page.empty}>ยังไม่มีผลรางวัลในระบบ</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
