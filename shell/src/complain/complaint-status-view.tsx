import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { COMPLAINT_TOPICS } from '@chokdee/shared-contract/schemas/complaint';
import {
  COMPLAINT_STATUS_LABELS,
  type ComplaintStatusView,
} from '@chokdee/shared-contract/schemas/complaint-inbox';
import styles from './complaint-status.module.css';

/** What each status means to the filer, under its name. */
const STATUS_NOTES: Record<ComplaintStatusView['status'], string> = {
  new: 'เจ้าหน้าที่ได้รับเรื่องแล้ว และจะตรวจสอบโดยเร็ว',
  read: 'เจ้าหน้าที่กำลังตรวจสอบเรื่องของคุณ',
  answered: 'เจ้าหน้าที่ตอบเรื่องของคุณแล้ว',
  closed: 'เจ้าหน้าที่ดำเนินการเรื่องนี้เสร็จสิ้นแล้ว',
};

const when = (iso: string) => `${formatThaiDateTime(iso)} น.`;

/** A complaint as its code shows it: the topic, the status, the answer; nothing about the filer. */
export function ComplaintStatusCard({ complaint }: { complaint: ComplaintStatusView }) {
  return (
    <div className={styles.card}>
      <dl className={styles.facts}>
        <dt>รหัสอ้างอิง</dt>
        <dd className={styles.code}>{complaint.code}</dd>
        <dt>หัวข้อ</dt>
        <dd>{COMPLAINT_TOPICS[complaint.topic]}</dd>
        <dt>แจ้งเมื่อ</dt>
        <dd>{when(complaint.created_at)}</dd>
        <dt>สถานะ</dt>
        <dd>
          <strong className={`${styles.status} ${styles[complaint.status]}`}>
            {COMPLAINT_STATUS_LABELS[complaint.status]}
          </strong>{' '}
          <span className={styles.note}>{STATUS_NOTES[complaint.status]}</span>
        </dd>
        {complaint.closed_at && (
          <>
            <dt>ปิดเรื่องเมื่อ</dt>
            <dd>{when(complaint.closed_at)}</dd>
          </>
        )}
      </dl>
      {complaint.answer !== null && (
        <section aria-labelledby="complaint-answer-title" className={styles.answer}>
          <h2 id="complaint-answer-title">คำตอบจากเจ้าหน้าที่</h2>
          <p className={styles.answerText}>{complaint.answer}</p>
          {complaint.answered_at && <p className={styles.note}>ตอบเมื่อ {when(complaint.answered_at)}</p>}
        </section>
      )}
    </div>
  );
}
