import { usePageTitle } from '@chokdee/shared-kernel/hooks/use-page-title';
import { fetchProduct } from '../../api/shop';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { ProductDetail } from '../../features/product/components/product-detail';

export function ProductPage() {
  const { productCode = '' } = useParams();
  const product = useRequest(requestKeys.shop.product(productCode), (signal) =>
    fetchProduct(productCode, { signal }),
  );
  usePageTitle(product.status === 'success' ? product.data.name : null);
  return (
    <section>
      <Link to={paths.store.getHref()}>← กลับไปหน้าสินค้า</Link>
      {product.status === 'loading' ? <LoadingState label="กำลังโหลดสินค้า" /> : null}
      {product.status === 'error' ? (
        <RequestError title="ไม่สามารถโหลดสินค้าได้" detail={product.error.message} onRetry={product.retry} />
      ) : null}
      {product.status === 'success' ? <ProductDetail product={product.data} /> : null}
    </section>
  );
}
