import {
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_STATUSES,
  type ComplaintStatus,
} from '@chokdee/shared-contract/schemas/complaint-inbox';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { Pager } from '@chokdee/shared-kernel/ui/pager';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { Link } from 'react-router';
import { fetchComplaints, fetchComplaintsCsv } from './complaints-api';
import { consolePaths } from '../console-paths';
import { CsvDownloadButton } from '../csv-download-button';
import { searchOf, useInboxQuery } from './inbox-query';
import { InboxSearch } from './inbox-search';
import { InboxTable } from './inbox-table';
import { useStaffRead } from '../use-staff-read';
import { StatusFilter } from '../status-filter';
import styles from './complaints.module.css';

const TABS: (ComplaintStatus | null)[] = [null, ...COMPLAINT_STATUSES];
const tabLabel = (status: ComplaintStatus | null) => (status ? COMPLAINT_STATUS_LABELS[status] : 'ทั้งหมด');

/**
 * `/admin/complaints`: the complaints filed on /complain, open ones first and the oldest on top,
 * by status and search, a page at a time, with the filtered list as a CSV file.
 */
export function ComplaintsInbox() {
  const { query, change } = useInboxQuery();
  const search = searchOf(query);
  const list = useStaffRead(search || '?', (signal) => fetchComplaints(query, signal));
  const label = `เรื่องร้องเรียน${query.status ? `สถานะ${COMPLAINT_STATUS_LABELS[query.status]}` : 'ทั้งหมด'}`;

  return (
    <section aria-labelledby="complaints-inbox" className={styles.inbox}>
      <p className={styles.crumbs}>
        <Link to={consolePaths.home}>หน้าทำงานเจ้าหน้าที่</Link> / เรื่องร้องเรียน
      </p>
      <h2 id="complaints-inbox" className={styles.title}>
        เรื่องร้องเรียน
      </h2>
      <StatusFilter
        statuses={TABS}
        value={query.status}
        onChange={(status) => change({ status })}
        labelOf={tabLabel}
        label="สถานะเรื่องร้องเรียน"
      />
      <div className={styles.toolbar}>
        <InboxSearch key={query.q} initial={query.q} onSearch={(q) => change({ q })} />
        <CsvDownloadButton load={() => fetchComplaintsCsv(query)} fileName="เรื่องร้องเรียน.csv" />
      </div>
      {list.state.status === 'loading' && <LoadingState label="กำลังโหลดเรื่องร้องเรียน" />}
      {list.state.status === 'error' && (
        <RequestError title="โหลดรายการไม่สำเร็จ" detail={list.state.error.message} onRetry={list.reload} />
      )}
      {list.state.status === 'success' &&
        (list.state.data.data.length === 0 ? (
          <p className={styles.empty}>{query.q ? `ไม่พบเรื่องร้องเรียนที่ตรงกับ “${query.q}”` : `ไม่มี${label}`}</p>
        ) : (
          <>
            <p className={styles.count} aria-live="polite">
              พบ {list.state.data.meta.total.toLocaleString('th-TH')} เรื่อง
            </p>
            <InboxTable rows={list.state.data.data} label={label} search={search} />
            <Pager
              page={list.state.data.meta.page}
              lastPage={list.state.data.meta.last_page}
              hrefFor={(page) => consolePaths.complaints.getHref(searchOf({ ...query, page }))}
            />
          </>
        ))}
    </section>
  );
}
