import type { ShopVariantRow } from '@chokdee/shared-contract/schemas/shop-stock';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $staffSession, $staffSessionExpired } from '@chokdee/shared-kernel/stores/staff-session';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { Pager } from '@chokdee/shared-kernel/ui/pager';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { StaffLoginPrompt } from '@chokdee/shared-kernel/ui/staff-login-prompt';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useStaffRequest } from '../../../hooks/use-staff-request';
import { fetchShopVariants, type ShopVariantPage } from '../api/shop-stock';
import { stockSearchOf, useStockQuery } from '../hooks/use-stock-query';
import { StockSearch } from './stock-search';
import { VariantEditDialog } from './variant-edit-dialog';
import { VariantTable } from './variant-table';
import styles from './shop-stock.module.css';

/** Every variant of the shop for staff, a page at a time, searched by name; one opens to edit. */
export function ShopStockPanel() {
  const session = useStore($staffSession);
  const expired = useStore($staffSessionExpired);
  const location = useLocation();
  const { query, search } = useStockQuery();
  const list = useStaffRequest<ShopVariantPage>(
    session?.token ?? null,
    stockSearchOf(query) || '?',
    (signal) => fetchShopVariants(query, signal),
  );
  const [editing, setEditing] = useState<ShopVariantRow | null>(null);

  if (!session) return <StaffLoginPrompt task="จัดการสต็อกและส่วนลด" expired={expired} />;

  const saved = (next: ShopVariantRow) => {
    setEditing(null);
    if (list.state.status === 'success') {
      const page = list.state.data;
      list.replace({ ...page, data: page.data.map((row) => (row.id === next.id ? next : row)) });
    }
  };

  return (
    <>
      <p className={styles.muted}>
        เข้าสู่ระบบเป็น {session.name} ({session.username})
      </p>
      <div className={styles.toolbar}>
        <StockSearch key={query.q} initial={query.q} onSearch={search} />
      </div>
      {list.state.status === 'loading' && <LoadingState label="กำลังโหลดสินค้า" />}
      {list.state.status === 'error' && (
        <RequestError title="โหลดรายการไม่สำเร็จ" detail={list.state.error.message} onRetry={list.reload} />
      )}
      {list.state.status === 'success' &&
        (list.state.data.data.length === 0 ? (
          <p className={styles.empty}>{query.q ? `ไม่พบสินค้าที่ตรงกับ “${query.q}”` : 'ยังไม่มีสินค้า'}</p>
        ) : (
          <>
            <p className={styles.muted} aria-live="polite">
              ตัวเลือกสินค้า {list.state.data.meta.total.toLocaleString('th-TH')} รายการ
            </p>
            <VariantTable rows={list.state.data.data} onEdit={setEditing} />
            <Pager
              page={list.state.data.meta.page}
              lastPage={list.state.data.meta.last_page}
              hrefFor={(page) => `${location.pathname}${stockSearchOf({ ...query, page })}`}
            />
          </>
        ))}
      {editing && <VariantEditDialog row={editing} onSaved={saved} onClose={() => setEditing(null)} />}
    </>
  );
}
