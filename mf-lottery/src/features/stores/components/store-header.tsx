import type { ReactNode } from 'react';
import { formatInteger } from '@chokdee/shared-contract/format/number';
import { isDealerVerified } from '../utils/store-setting';
import type { StoreInfo } from '@chokdee/shared-contract/schemas/store';
import { assetUrl } from '@chokdee/shared-kernel/api/asset-url';
import type { StoreStatus } from '../utils/store-status';
import { SalePrices } from './sale-prices';
import { StoreAvatar } from './store-avatar';
import { StoreContacts } from './store-contacts';
import { StoreStatusLabel } from './store-status-label';
import { VerifiedBadge } from './verified-badge';
import styles from './store-header.module.css';

export type StoreHeaderProps = {
  store: StoreInfo;
  status: StoreStatus;
  /** Controls beside the name, e.g. the cart button. */
  actions?: ReactNode;
};

/** The top of a store page: cover, picture, name, badges, contacts and sale prices. */
export function StoreHeader({ store, status, actions }: StoreHeaderProps) {
  const cover = assetUrl(store.cover.url);
  return (
    <header className={styles.header}>
      <div className={styles.cover}>
        {cover && <img className={styles.coverImage} src={cover} alt="" decoding="async" />}
      </div>
      <div className={styles.body}>
        <div className={styles.identity}>
          <div className={styles.avatar}>
            <StoreAvatar name={store.name} url={store.profile?.url ?? store.user.avatar?.url} size="lg" />
          </div>
          <div className={styles.titles}>
            <h1 className={styles.name}>{store.name}</h1>
            <div className={styles.badges}>
              {isDealerVerified(store.user.verify_status) && <VerifiedBadge />}
              <StoreStatusLabel status={status} />
            </div>
          </div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {store.description && <p className={styles.description}>{store.description}</p>}
        <StoreContacts user={store.user} />
        <SalePrices prices={store.user.sale_prices} />
        <p className={styles.available}>
          มีสลากพร้อมขาย <strong>{formatInteger(store.available_count)}</strong> ใบ
        </p>
      </div>
    </header>
  );
}
