import { fetchStores } from '@chokdee/shared-kernel/api/stores';
import type { StoreSummary } from '@chokdee/shared-contract/schemas/store';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { paths } from '../../../config/paths';
import { assetUrl } from '@chokdee/shared-kernel/api/asset-url';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import styles from './home-sections.module.css';

export const FEATURED_STORE_COUNT = 4;
/** The stores the section picks from (the origin's render reads the same). */
export const FEATURED_STORES_QUERY = { verified: 'true', per_page: 20 } as const;

/** Verified stores that sell now: the ones worth sending a visitor to from the home page. */
export function pickFeaturedStores(stores: StoreSummary[], count = FEATURED_STORE_COUNT): StoreSummary[] {
  return stores
    .filter((store) => store.verify_status === 'approved' && store.is_store_open && !store.is_sold_out)
    .slice(0, count);
}

function StoreItem({ store }: { store: StoreSummary }) {
  return (
    <li className={styles.store}>
      {store.profile ? (
        <img
          className={styles.storeImage}
          src={assetUrl(store.profile.url) ?? undefined}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.storeInitial} aria-hidden="true">
          {store.name.slice(0, 1)}
        </span>
      )}
      <div className={styles.storeText}>
        <AppLink href={paths.store.getHref(store.user_code)} className={styles.storeLink}>
          {store.name}
        </AppLink>
        <p className={styles.storeMeta}>ร้านค้ายืนยันตัวตนแล้ว · เปิดขาย</p>
      </div>
    </li>
  );
}

/** A few verified open dealer stores, each linking to its page. */
export function FeaturedStoresSection() {
  const state = useRequest(requestKeys.stores.featured, (signal) =>
    fetchStores(FEATURED_STORES_QUERY, { signal }),
  );
  const stores = state.status === 'success' ? pickFeaturedStores(state.data.data) : [];

  return (
    <section className={styles.card} aria-labelledby="home-stores-title">
      <h2 id="home-stores-title" className={styles.sectionTitle}>
        ร้านค้าแนะนำ
      </h2>
      {state.status === 'loading' && <LoadingState label="กำลังโหลดร้านค้า" />}
      {state.status === 'error' && (
        <RequestError title="ไม่สามารถโหลดร้านค้าแนะนำได้ในขณะนี้" onRetry={state.retry} />
      )}
      {state.status === 'success' &&
        (stores.length === 0 ? (
          <p className={styles.empty}>ยังไม่มีร้านค้าที่เปิดขายในขณะนี้</p>
        ) : (
          <ul className={styles.stores}>
            {stores.map((store) => (
              <StoreItem key={store.code} store={store} />
            ))}
          </ul>
        ))}
      <AppLink href={paths.dealers.getHref()} className={styles.more}>
        ดูร้านค้าทั้งหมด
      </AppLink>
    </section>
  );
}
