import { fetchOrders, type OrderPage } from '@chokdee/shared-kernel/api/orders';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { Link, useSearchParams } from 'react-router';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { paths } from '../../config/paths';
import { OrderList } from '../../features/orders/components/order-list';
import { Pager } from '@chokdee/shared-kernel/ui/pager';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import page from '../../lib/page.module.css';

const PER_PAGE = 10;

/** The API answers newest first; sorting again keeps the promise if a page ever comes unordered. */
async function loadHistory(pageNumber: number, signal: AbortSignal): Promise<OrderPage> {
  const answer = await fetchOrders({ page: pageNumber, per_page: PER_PAGE }, { signal });
  const data = [...answer.data].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return { ...answer, data };
}

function pageFromQuery(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

const hrefFor = (n: number) =>
  n <= 1 ? paths.orderHistory.getHref() : `${paths.orderHistory.getHref()}?page=${n}`;

/** /members/order-history — every order of the member, newest first, ten per page. */
export function OrderHistoryPage() {
  const [query] = useSearchParams();
  const pageNumber = pageFromQuery(query.get('page'));
  const history = useRequest(requestKeys.orders.list(pageNumber), (signal) =>
    loadHistory(pageNumber, signal),
  );

  return (
    <div className={page.page}>
      <header className={page.header}>
        <h1 className={page.title}>ประวัติการสั่งซื้อ</h1>
        {history.status === 'success' && history.data.meta.total > 0 && (
          <p className={page.lead}>ทั้งหมด {history.data.meta.total} รายการ</p>
        )}
      </header>

      {history.status === 'loading' && <LoadingState label="กำลังโหลดประวัติการสั่งซื้อ…" />}
      {history.status === 'error' && (
        <RequestError
          title="โหลดประวัติการสั่งซื้อไม่สำเร็จ"
          detail={history.error.message}
          onRetry={history.retry}
        />
      )}
      {history.status === 'success' && history.data.data.length === 0 && (
        <div className={page.empty}>
          <p className={page.emptyTitle}>ยังไม่มีประวัติการสั่งซื้อ</p>
          <Link className={buttons.primary} to={paths.dealers.getHref()}>
            เลือกซื้อสลาก
          </Link>
        </div>
      )}
      {history.status === 'success' && history.data.data.length > 0 && (
        <>
          <OrderList orders={history.data.data} label="ประวัติการสั่งซื้อ" />
          <Pager page={history.data.meta.page} lastPage={history.data.meta.last_page} hrefFor={hrefFor} />
        </>
      )}
    </div>
  );
}
