import { assetUrl } from '@chokdee/shared-kernel/api/asset-url';
import type { ProductCard as Product } from '@chokdee/shared-contract/schemas/shop';
import { Link } from 'react-router';
import { Price } from '../../../components/price';
import { paths } from '../../../config/paths';
import styles from './catalog.module.css';

export function ProductCard({ product }: { product: Product }) {
  return (
    <li className={styles.card}>
      <Link to={paths.product.getHref(product.code)} className={styles.cardLink}>
        <img
          src={assetUrl(product.image_url) ?? ''}
          alt=""
          width={250}
          height={250}
          loading="lazy"
          className={styles.image}
        />
        {product.discount ? (
          <span className={styles.badge}>
            {product.discount.type === 'percent'
              ? `-${product.discount.amount}%`
              : `ลด ${product.discount.amount} บาท`}
          </span>
        ) : null}
        <span className={styles.name}>{product.name}</span>
        <span className={styles.shop}>{product.shop.name}</span>
        <span>
          เริ่มต้น <Price price={product.price_from} original={product.original_price_from} />
        </span>
        {product.in_stock ? null : <span className={styles.soldOut}>สินค้าหมด</span>}
      </Link>
    </li>
  );
}
