import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import type { DealerOrder, OrderStatus, SlipDecisionBody } from '@chokdee/shared-contract/schemas/order';
import { $authToken } from '@chokdee/shared-kernel/api/auth-token';
import { $user } from '@chokdee/shared-kernel/stores/auth';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { paths } from '../../config/paths';
import { DealerLogoutButton } from '../../features/dealer/components/dealer-logout-button';
import { DealerOrderCard } from '../../features/dealer/components/dealer-order-card';
import { DealerBackOfficeNav } from '../../features/dealer-prize-claims/components/dealer-back-office-nav';
import { isNotDealer, useDealerOrders } from '../../features/dealer/hooks/use-dealer-orders';
import { DEALER_TABS, dealerTabFrom } from '../../features/dealer/utils/dealer-tabs';
import { Pager } from '@chokdee/shared-kernel/ui/pager';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import dealerPage from '../../lib/dealer-page.module.css';
import page from '../../lib/page.module.css';
import { StatusTabs, statusTabId } from '../../lib/status-tabs';
import styles from './dealer-orders.module.css';

const PANEL_ID = 'dealer-orders-panel';
const TAB_ID_PREFIX = 'dealer-tab';

function LoginPrompt({ message }: { message: string }) {
  return (
    <div className={page.empty}>
      <p className={page.emptyTitle}>{message}</p>
      <Link className={buttons.primary} to={paths.dealerLogin.getHref()}>
        เข้าสู่ระบบร้านค้า
      </Link>
    </div>
  );
}

function hrefFor(status: OrderStatus, n: number): string {
  const query = new URLSearchParams({ status });
  if (n > 1) query.set('page', String(n));
  return `${paths.dealerOrders.getHref()}?${query.toString()}`;
}

/** /dealer/orders — the store's orders by state; slips to check come first. */
export function DealerOrdersPage() {
  const token = useStore($authToken);
  const [query, setQuery] = useSearchParams();
  const status = dealerTabFrom(query.get('status'));
  const pageNumber = Math.max(1, Number(query.get('page')) || 1);
  const user = useStore($user);
  // A member logged in without the dealer scope: no call that can only answer 403.
  const memberNotDealer = user !== null && !user.scope.includes('dealer');
  const orders = useDealerOrders(status, pageNumber, token !== null && !memberNotDealer);
  // Orders decided on this page, shown as they are now until the list is asked for again.
  const [decided, setDecided] = useState<Record<string, DealerOrder>>({});
  const [notice, setNotice] = useState<string | null>(null);

  function selectTab(next: OrderStatus) {
    setNotice(null);
    setDecided({});
    setQuery({ status: next });
  }

  function onDecided(order: DealerOrder, decision: SlipDecisionBody['decision']) {
    setDecided((d) => ({ ...d, [order.code]: order }));
    setNotice(
      decision === 'confirm'
        ? `ยืนยันการชำระเงินคำสั่งซื้อ ${order.code} แล้ว`
        : `ปฏิเสธสลิปของคำสั่งซื้อ ${order.code} แล้ว`,
    );
  }

  const notDealer =
    token === null || memberNotDealer || (orders.status === 'error' && isNotDealer(orders.error.status));
  const shown =
    orders.status === 'success'
      ? orders.data.data.map((o) => decided[o.code] ?? o).filter((o) => o.status === status)
      : [];
  const tabLabel = DEALER_TABS.find((tab) => tab.status === status)?.label ?? '';

  return (
    <div className={page.page}>
      <header className={page.header}>
        <h1 className={page.title}>คำสั่งซื้อของร้าน</h1>
        {!notDealer && (
          <div className={styles.headerActions}>
            <Link className={`${buttons.flat} ${buttons.small}`} to={paths.truckStaff.getHref()}>
              พนักงานรถขายสลาก
            </Link>
            <DealerLogoutButton />
          </div>
        )}
      </header>

      {notDealer ? (
        <LoginPrompt
          message={token === null ? 'กรุณาเข้าสู่ระบบด้วยบัญชีร้านค้า' : 'บัญชีนี้ไม่ใช่บัญชีร้านค้า กรุณาเข้าสู่ระบบด้วยบัญชีร้านค้า'}
        />
      ) : (
        <>
          <DealerBackOfficeNav />
          <StatusTabs
            tabs={DEALER_TABS}
            value={status}
            onChange={selectTab}
            label="สถานะคำสั่งซื้อ"
            idPrefix={TAB_ID_PREFIX}
            panelId={PANEL_ID}
          />
          <div
            id={PANEL_ID}
            role="tabpanel"
            aria-labelledby={statusTabId(TAB_ID_PREFIX, status)}
            className={dealerPage.panel}
          >
            {notice && (
              <p className={dealerPage.notice} role="status">
                {notice}
              </p>
            )}
            {orders.status === 'loading' && <LoadingState label="กำลังโหลดคำสั่งซื้อ…" />}
            {orders.status === 'error' && (
              <RequestError title="โหลดคำสั่งซื้อไม่สำเร็จ" detail={orders.error.message} onRetry={orders.retry} />
            )}
            {orders.status === 'success' && shown.length === 0 && (
              <p className={dealerPage.empty}>ไม่มีคำสั่งซื้อ{tabLabel ? `ที่${tabLabel}` : ''}</p>
            )}
            {shown.length > 0 && (
              <div className={styles.list}>
                {shown.map((order) => (
                  <DealerOrderCard key={order.code} order={order} onDecided={onDecided} />
                ))}
              </div>
            )}
            {orders.status === 'success' && (
              <Pager
                page={orders.data.meta.page}
                lastPage={orders.data.meta.last_page}
                hrefFor={(n) => hrefFor(status, n)}
              />
            )}
          </div>
        </>
      )}
    </div>
  );
}
