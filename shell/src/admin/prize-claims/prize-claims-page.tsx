import type { DealerPrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { Pager } from '@chokdee/shared-kernel/ui/pager';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { Link } from 'react-router';
import { consolePaths } from '../console-paths';
import { CsvDownloadButton } from '../csv-download-button';
import { useStaffRead } from '../use-staff-read';
import { ClaimsFilters, statusLabel } from './claims-filters';
import { searchOf, useClaimsQuery } from './claims-query';
import { ClaimsTable } from './claims-table';
import { fetchPrizeClaims, fetchPrizeClaimsCsv } from './prize-claims-api';
import styles from './prize-claims.module.css';

/**
 * `/admin/prize-claims`: payout staff work through every store's prize claims, by status and
 * draw, a page at a time: check, pay with the transfer slip, record a hand-over or refuse, and
 * export the filtered list as CSV.
 */
export function PrizeClaimsPage() {
  const { query, change } = useClaimsQuery();
  const search = searchOf(query);
  const list = useStaffRead(search || '?', (signal) => fetchPrizeClaims(query, signal));
  const label = `คำขอขึ้นเงินรางวัล${query.status ? `สถานะ${statusLabel(query.status)}` : 'ทั้งหมด'}`;

  // An action answers the claim as it is now: it replaces its row, so no status is left stale.
  const updated = (claim: DealerPrizeClaim) => {
    if (list.state.status !== 'success') return;
    const page = list.state.data;
    list.replace({ ...page, data: page.data.map((row) => (row.id === claim.id ? claim : row)) });
  };

  return (
    <section aria-labelledby="prize-claims-title" className={styles.page}>
      <p className={styles.crumbs}>
        <Link to={consolePaths.home}>หน้าทำงานเจ้าหน้าที่</Link> / ขึ้นเงินรางวัล
      </p>
      <h2 id="prize-claims-title" className={styles.title}>
        ขึ้นเงินรางวัล
      </h2>
      <div className={styles.toolbar}>
        <ClaimsFilters filters={query} onChange={change} />
        <CsvDownloadButton
          load={() => fetchPrizeClaimsCsv(query)}
          fileName="คำขอขึ้นเงินรางวัล.csv"
          label="ส่งออก CSV"
        />
      </div>
      {list.state.status === 'loading' && <LoadingState label="กำลังโหลดคำขอขึ้นเงินรางวัล" />}
      {list.state.status === 'error' && (
        <RequestError title="โหลดรายการไม่สำเร็จ" detail={list.state.error.message} onRetry={list.reload} />
      )}
      {list.state.status === 'success' &&
        (list.state.data.data.length === 0 ? (
          <p className={styles.empty}>
            ไม่มี{label}
            {query.drawDate ? 'ในงวดที่เลือก' : ''}
          </p>
        ) : (
          <>
            <p className={styles.count} aria-live="polite">
              พบ {list.state.data.meta.total.toLocaleString('th-TH')} รายการ
            </p>
            <ClaimsTable claims={list.state.data.data} label={label} onUpdated={updated} />
            <Pager
              page={list.state.data.meta.page}
              lastPage={list.state.data.meta.last_page}
              hrefFor={(page) => consolePaths.prizeClaims.getHref(searchOf({ ...query, page }))}
            />
          </>
        ))}
    </section>
  );
}
