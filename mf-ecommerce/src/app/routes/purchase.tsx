import { usePageTitle } from '@chokdee/shared-kernel/hooks/use-page-title';
import { fetchPurchase } from '../../api/shop';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { PurchaseDetail } from '../../features/purchase/components/purchase-detail';

/** `/ecommerce/purchases/{purchaseCode}`; without a code, the member's purchase history. */
export function PurchasePage() {
  const { purchaseCode } = useParams();
  const purchase = useRequest(purchaseCode ? requestKeys.shop.purchase(purchaseCode) : null, (signal) =>
    fetchPurchase(purchaseCode ?? '', { signal }),
  );
  usePageTitle(purchaseCode ? `คำสั่งซื้อ ${purchaseCode}` : null);
  if (!purchaseCode) return <Navigate to={paths.purchaseHistory.getHref()} replace />;
  return (
    <section>
      {purchase.status === 'loading' ? <LoadingState label="กำลังโหลดคำสั่งซื้อ" /> : null}
      {purchase.status === 'error' ? (
        <RequestError title="ไม่สามารถโหลดคำสั่งซื้อได้" detail={purchase.error.message} onRetry={purchase.retry} />
      ) : null}
      {purchase.status === 'success' ? (
        <PurchaseDetail purchase={purchase.data} onChange={purchase.replace} />
      ) : null}
    </section>
  );
}
