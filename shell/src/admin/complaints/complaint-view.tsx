import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { COMPLAINT_TOPICS } from '@chokdee/shared-contract/schemas/complaint';
import type { ComplaintDetail } from '@chokdee/shared-contract/schemas/complaint-inbox';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { Link, useLocation } from 'react-router';
import { AnswerForm } from './answer-form';
import { CloseButton } from './close-button';
import { fetchComplaint } from './complaints-api';
import { consolePaths } from '../console-paths';
import { StatusBadge } from './status-badge';
import { useStaffRead } from '../use-staff-read';
import styles from './complaints.module.css';

const when = (iso: string | null) => (iso ? `${formatThaiDateTime(iso)} น.` : '—');

function Facts({ detail }: { detail: ComplaintDetail }) {
  return (
    <dl className={styles.facts}>
      <dt>หัวข้อ</dt>
      <dd>{COMPLAINT_TOPICS[detail.topic]}</dd>
      <dt>ผู้แจ้ง</dt>
      <dd>
        {detail.name}
        {detail.member && <span className={styles.muted}> (สมาชิก)</span>}
      </dd>
      <dt>เบอร์โทร</dt>
      <dd>
        <a href={`tel:${detail.tel}`}>{detail.tel}</a>
      </dd>
      <dt>อีเมล</dt>
      <dd>{detail.email ?? '—'}</dd>
      <dt>รหัสร้านค้า</dt>
      <dd>{detail.store_code ?? '—'}</dd>
      <dt>แจ้งเมื่อ</dt>
      <dd>{when(detail.created_at)}</dd>
      <dt>เปิดอ่านเมื่อ</dt>
      <dd>{when(detail.read_at)}</dd>
    </dl>
  );
}

export interface ComplaintViewProps {
  id: number;
  /** Whether these roles may answer and close (support only reads). */
  canAct: boolean;
}

/** `/admin/complaints/:id`: what the filer sent, the answer (or the form for it) and the close. */
export function ComplaintView({ id, canAct }: ComplaintViewProps) {
  const { search } = useLocation();
  const read = useStaffRead(String(id), (signal) => fetchComplaint(id, signal));
  const back = (
    <p className={styles.crumbs}>
      <Link to={consolePaths.home}>หน้าทำงานเจ้าหน้าที่</Link> /{' '}
      <Link to={consolePaths.complaints.getHref(search)}>เรื่องร้องเรียน</Link>
    </p>
  );

  if (read.state.status === 'loading')
    return (
      <section className={styles.inbox}>
        {back}
        <LoadingState label="กำลังโหลดเรื่องร้องเรียน" />
      </section>
    );
  if (read.state.status === 'error')
    return (
      <section className={styles.inbox}>
        {back}
        <RequestError
          title="เปิดเรื่องร้องเรียนไม่สำเร็จ"
          detail={read.state.error.message}
          onRetry={read.state.error.status === 404 ? undefined : read.reload}
        />
      </section>
    );

  const detail = read.state.data;
  return (
    <article aria-labelledby="complaint-title" className={styles.inbox}>
      {back}
      <header className={styles.detailHead}>
        <h2 id="complaint-title" className={styles.title}>
          เรื่อง {detail.code}
        </h2>
        <StatusBadge status={detail.status} />
      </header>
      <div className={styles.detailGrid}>
        <section aria-label="ข้อมูลผู้แจ้ง" className={styles.panel}>
          <Facts detail={detail} />
        </section>
        <section aria-labelledby="complaint-message" className={styles.panel}>
          <h3 id="complaint-message">รายละเอียดที่แจ้ง</h3>
          <p className={styles.message}>{detail.message}</p>
        </section>
        <section aria-labelledby="complaint-answer" className={styles.panel}>
          <h3 id="complaint-answer">คำตอบ</h3>
          {detail.answer !== null ? (
            <>
              <p className={styles.message}>{detail.answer}</p>
              <p className={styles.muted}>
                ตอบโดย {detail.answered_by ?? '—'} เมื่อ {when(detail.answered_at)}
              </p>
            </>
          ) : detail.status === 'closed' ? (
            <p className={styles.muted}>ปิดเรื่องโดยไม่มีคำตอบ</p>
          ) : canAct ? (
            <AnswerForm id={detail.id} onAnswered={read.replace} />
          ) : (
            <p className={styles.muted}>ยังไม่มีคำตอบ</p>
          )}
          {detail.status === 'closed' ? (
            <p className={styles.muted}>
              ปิดเรื่องโดย {detail.closed_by ?? '—'} เมื่อ {when(detail.closed_at)}
            </p>
          ) : (
            canAct && <CloseButton id={detail.id} answered={detail.answer !== null} onClosed={read.replace} />
          )}
        </section>
      </div>
    </article>
  );
}
