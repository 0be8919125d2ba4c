import { fetchProducts, fetchShops } from '../../api/shop';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { Pager } from '@chokdee/shared-kernel/ui/pager';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { ProductCard } from '../../features/catalog/components/product-card';
import styles from '../../features/catalog/components/catalog.module.css';

/** `/ecommerce/store`: amulets and products of every shop, or of one (`?shop=`), 24 a page. */
export function StorePage() {
  const [params] = useSearchParams();
  const shop = params.get('shop') ?? undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const products = useRequest(requestKeys.shop.products(shop, page), (signal) =>
    fetchProducts({ shop, page, per_page: 24 }, { signal }),
  );
  const shops = useRequest(requestKeys.shop.shops, (signal) => fetchShops({ signal }));

  return (
    <section className={styles.page}>
      <div className={styles.header}>
        <h1>พระเครื่องและวัตถุมงคล</h1>
        <Link to={paths.dealers.getHref()}>ร้านค้าทั้งหมด</Link>
      </div>
      {shops.status === 'success' ? (
        <nav aria-label="เลือกร้านค้า" className={styles.filter}>
          <Link to={paths.store.getHref()} aria-current={!shop}>
            ทุกร้าน
          </Link>
          {shops.data.map((s) => (
            <Link key={s.code} to={paths.store.getHref(s.code)} aria-current={shop === s.code}>
              {s.name}
            </Link>
          ))}
        </nav>
      ) : null}
      {products.status === 'loading' ? <LoadingState label="กำลังโหลดสินค้า" /> : null}
      {products.status === 'error' ? (
        <RequestError title="ไม่สามารถโหลดสินค้าได้" detail={products.error.message} onRetry={products.retry} />
      ) : null}
      {products.status === 'success' ? (
        <>
          <ul className={styles.grid}>
            {products.data.data.map((product) => (
              <ProductCard key={product.code} product={product} />
            ))}
          </ul>
          <Pager
            page={page}
            lastPage={products.data.meta.last_page}
            hrefFor={(n) => paths.store.getHref(shop, n)}
          />
        </>
      ) : null}
    </section>
  );
}
