import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { Link, useSearchParams } from 'react-router';
import { formatInteger } from '@chokdee/shared-contract/format/number';
import { $currentStore } from '@chokdee/shared-kernel/stores/current-store';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { paths } from '../../config/paths';
import { StoreCard } from '../../features/stores/components/store-card';
import { StoreSearchBox } from '../../features/stores/components/store-search-box';
import { useStoreList } from '../../features/stores/hooks/use-store-list';
import { storeListFilterOf } from '../../features/stores/utils/store-list-filter';
import styles from './dealers.module.css';

export type DealersPageProps = {
  /** `/members/dealers`: the member's "buy lottery" entry, with their last store first. */
  memberView?: boolean;
};

/** `/dealers` and `/members/dealers`: find a store by name, see who is verified, open and how dear. */
export function DealersPage({ memberView = false }: DealersPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { q, verifiedOnly, page } = storeListFilterOf(searchParams);
  const list = useStoreList({ q, verifiedOnly, page });
  const currentStore = useStore($currentStore);

  function update(next: { q?: string; verifiedOnly?: boolean; page?: number }) {
    const params = new URLSearchParams();
    const nextQ = next.q ?? q;
    if (nextQ) params.set('q', nextQ);
    if (next.verifiedOnly ?? verifiedOnly) params.set('verified', 'true');
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearchParams(params);
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{memberView ? 'ซื้อลอตเตอรี่' : 'ร้านค้าลอตเตอรี่'}</h1>
        <p className={styles.lead}>เลือกร้านค้าที่ต้องการ แล้วค้นหาเลขที่ชอบ จองได้ทันทีและชำระเงินผ่านการโอนพร้อมแนบสลิป</p>
      </header>

      {memberView && currentStore && (
        <p className={styles.recent}>
          ร้านล่าสุดของท่าน: <Link to={paths.store.getHref(currentStore.userRef)}>{currentStore.name}</Link>
        </p>
      )}

      <div className={styles.search}>
        <StoreSearchBox
          key={`${q}|${verifiedOnly}`}
          query={q}
          verifiedOnly={verifiedOnly}
          onSearch={(filter) => update({ q: filter.q, verifiedOnly: filter.verifiedOnly, page: 1 })}
        />
      </div>

      {list.status === 'loading' && <LoadingState label="กำลังโหลดร้านค้า…" />}
      {list.status === 'error' && (
        <RequestError title="โหลดรายชื่อร้านค้าไม่สำเร็จ" detail={list.error.message} onRetry={list.retry} />
      )}
      {list.status === 'success' && list.data.data.length === 0 && (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{q ? `ไม่พบร้านค้าที่ตรงกับ “${q}”` : 'ยังไม่มีร้านค้า'}</p>
          {(q || verifiedOnly) && (
            <button
              type="button"
              className={styles.clear}
              onClick={() => setSearchParams(new URLSearchParams())}
            >
              ล้างการค้นหา
            </button>
          )}
        </div>
      )}
      {list.status === 'success' && list.data.data.length > 0 && (
        <>
          <p className={styles.count} aria-live="polite">
            พบ {formatInteger(list.data.meta.total)} ร้าน
          </p>
          <ul className={styles.grid} aria-label="ร้านค้า">
            {list.data.data.map((store) => (
              <li key={store.code}>
                <StoreCard store={store} href={paths.store.getHref(store.user_code)} />
              </li>
            ))}
          </ul>
          {list.data.meta.last_page > 1 && (
            <nav className={styles.pager} aria-label="เลือกหน้า">
              <button
                type="button"
                className={styles.pageButton}
                disabled={page <= 1}
                onClick={() => update({ page: page - 1 })}
              >
                ก่อนหน้า
              </button>
              <span aria-current="page">
                หน้า {page} จาก {list.data.meta.last_page}
              </span>
              <button
                type="button"
                className={styles.pageButton}
                disabled={page >= list.data.meta.last_page}
                onClick={() => update({ page: page + 1 })}
              >
                ถัดไป
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
