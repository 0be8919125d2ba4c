import {
  SHOP_ORDER_SORT_LABELS,
  SHOP_ORDER_SORTS,
  SHOP_ORDER_STAGE_LABELS,
  SHOP_ORDER_STAGES,
  type ShopOrderRow,
  type ShopOrderSort,
  type ShopOrderStage,
} from '@chokdee/shared-contract/schemas/shop-admin';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $staffSession, $staffSessionExpired } from '@chokdee/shared-kernel/stores/staff-session';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { Pager } from '@chokdee/shared-kernel/ui/pager';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { fieldStyles } from '@chokdee/shared-kernel/ui/text-field';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { fetchShopOrders, type ShopOrderPage } from '../api/shop-orders';
import { searchOf, useOrderQuery } from '../hooks/use-order-query';
import { useStaffRequest } from '../../../hooks/use-staff-request';
import { ExportButton } from './export-button';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderSearch } from './order-search';
import { OrderTable } from './order-table';
import { StaffLoginPrompt } from '@chokdee/shared-kernel/ui/staff-login-prompt';
import styles from './shop-orders.module.css';

const TABS: (ShopOrderStage | null)[] = [null, ...SHOP_ORDER_STAGES];
const tabLabel = (stage: ShopOrderStage | null) => (stage ? SHOP_ORDER_STAGE_LABELS[stage] : 'ทั้งหมด');

/** The shop's purchases for staff: by stage, searched, sorted, a page at a time; one opens in a dialog. */
export function ShopOrdersPanel() {
  const session = useStore($staffSession);
  const expired = useStore($staffSessionExpired);
  const location = useLocation();
  const { query, change } = useOrderQuery();
  const asked = searchOf(query) || '?';
  const list = useStaffRequest<ShopOrderPage>(session?.token ?? null, asked, (signal) =>
    fetchShopOrders(query, signal),
  );
  const [open, setOpen] = useState<ShopOrderRow | null>(null);
  const sortId = useId();

  if (!session) return <StaffLoginPrompt task="จัดการคำสั่งซื้อ" expired={expired} />;

  const label = `คำสั่งซื้อ${query.stage ? SHOP_ORDER_STAGE_LABELS[query.stage] : 'ทั้งหมด'}`;

  return (
    <>
      <p className={styles.muted}>
        เข้าสู่ระบบเป็น {session.name} ({session.username})
      </p>
      <nav className={styles.tabs} aria-label="สถานะคำสั่งซื้อ">
        {TABS.map((stage) => (
          <button
            key={stage ?? 'all'}
            type="button"
            className={stage === query.stage ? `${styles.tab} ${styles.tabCurrent}` : styles.tab}
            aria-pressed={stage === query.stage}
            onClick={() => change({ stage })}
          >
            {tabLabel(stage)}
          </button>
        ))}
      </nav>
      <div className={styles.toolbar}>
        <OrderSearch key={query.q} initial={query.q} onSearch={(q) => change({ q })} />
        <div className={styles.toolbarEnd}>
          <div className={styles.sort}>
            <label htmlFor={sortId}>เรียงตาม</label>
            <select
              id={sortId}
              className={fieldStyles.input}
              value={query.sort}
              onChange={(event) => change({ sort: event.target.value as ShopOrderSort })}
            >
              {SHOP_ORDER_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SHOP_ORDER_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
          <ExportButton query={{ stage: query.stage, q: query.q, sort: query.sort }} />
        </div>
      </div>
      {list.state.status === 'loading' && <LoadingState label="กำลังโหลดคำสั่งซื้อ" />}
      {list.state.status === 'error' && (
        <RequestError title="โหลดรายการไม่สำเร็จ" detail={list.state.error.message} onRetry={list.reload} />
      )}
      {list.state.status === 'success' &&
        (list.state.data.data.length === 0 ? (
          <p className={styles.empty}>{query.q ? `ไม่พบคำสั่งซื้อที่ตรงกับ “${query.q}”` : `ไม่มี${label}`}</p>
        ) : (
          <>
            <p className={styles.muted} aria-live="polite">
              {label} {list.state.data.meta.total.toLocaleString('th-TH')} รายการ
            </p>
            <OrderTable rows={list.state.data.data} label={label} onOpen={setOpen} />
            <Pager
              page={list.state.data.meta.page}
              lastPage={list.state.data.meta.last_page}
              hrefFor={(page) => `${location.pathname}${searchOf({ ...query, page })}`}
            />
          </>
        ))}
      {open && (
        <OrderDetailDialog
          id={open.id}
          code={open.code}
          token={session.token}
          onChanged={list.reload}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
