import { Link } from 'react-router';
import { formatInteger } from '@chokdee/shared-contract/format/number';
import { isDealerVerified } from '../utils/store-setting';
import type { StoreSummary } from '@chokdee/shared-contract/schemas/store';
import { storeStatus } from '../utils/store-status';
import { SalePrices } from './sale-prices';
import { StoreAvatar } from './store-avatar';
import { StoreStatusLabel } from './store-status-label';
import { VerifiedBadge } from './verified-badge';
import styles from './store-card.module.css';

export type StoreCardProps = {
  store: StoreSummary;
  href: string;
};

/** One store of `/dealers`; the whole card is the link to the store (its name is the link text). */
export function StoreCard({ store, href }: StoreCardProps) {
  const status = storeStatus({ isOpen: store.is_store_open, isSoldOut: store.is_sold_out });
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <StoreAvatar name={store.name} url={store.profile?.url} />
        <div className={styles.titles}>
          <h2 className={styles.name}>
            <Link className={styles.link} to={href}>
              {store.name}
            </Link>
          </h2>
          <div className={styles.badges}>
            {isDealerVerified(store.verify_status) && <VerifiedBadge />}
            <StoreStatusLabel status={status} />
          </div>
        </div>
      </div>
      {store.description && <p className={styles.description}>{store.description}</p>}
      <SalePrices prices={store.sale_prices} compact />
      <p className={styles.available}>
        มีสลากพร้อมขาย <strong>{formatInteger(store.available_count)}</strong> ใบ
      </p>
    </article>
  );
}
