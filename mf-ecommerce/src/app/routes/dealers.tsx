import { assetUrl } from '@chokdee/shared-kernel/api/asset-url';
import { fetchShops } from '../../api/shop';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import styles from '../../features/catalog/components/catalog.module.css';

/** `/ecommerce/dealers`: the shops selling amulets, each linking to its products. */
export function DealersPage() {
  const shops = useRequest(requestKeys.shop.shops, (signal) => fetchShops({ signal }));
  return (
    <section className={styles.page}>
      <h1>ร้านค้าพระเครื่อง</h1>
      {shops.status === 'loading' ? <LoadingState label="กำลังโหลดร้านค้า" /> : null}
      {shops.status === 'error' ? (
        <RequestError title="ไม่สามารถโหลดร้านค้าได้" detail={shops.error.message} onRetry={shops.retry} />
      ) : null}
      {shops.status === 'success' ? (
        <ul className={styles.shops}>
          {shops.data.map((shop) => (
            <li key={shop.code}>
              <Link to={paths.store.getHref(shop.code)} className={styles.shopCard}>
                <img src={assetUrl(shop.logo_url) ?? ''} alt="" width={64} height={64} />
                <span>
                  <strong>{shop.name}</strong>
                  <p>{shop.description}</p>
                  <p>{shop.product_count} รายการ</p>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
