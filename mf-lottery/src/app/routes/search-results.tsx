import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import { formatInteger } from '@chokdee/shared-contract/format/number';
import { navigate } from '@chokdee/shared-kernel/navigation';
import type { TicketOffer } from '@chokdee/shared-contract/schemas/ticket-search';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { paths } from '../../config/paths';
import { CartNotice } from '../../features/cart/components/cart-notice';
import { useAddToCart } from '../../features/cart/hooks/use-add-to-cart';
import { NumberSearchForm } from '../../features/number-search/components/number-search-form';
import { StockLiveRegion } from '../../features/number-search/components/stock-live-region';
import { StoreOfferGroups } from '../../features/number-search/components/store-offer-groups';
import { isSearchPattern } from '@chokdee/shared-contract/validation/search-pattern';
import { useTicketSearch } from '../../features/number-search/hooks/use-ticket-search';
import { useLiveStock } from '../../features/number-search/hooks/use-live-stock';
import { applyLiveCounts } from '../../features/number-search/utils/live-offers';
import { liveStores } from '../../features/number-search/utils/live-stores';
import { spacedPattern } from '../../features/number-search/utils/search-modes';
import styles from './search-results.module.css';

/** `/lotteries/search-results?pattern=…`: a number across every store, grouped by store. */
export function SearchResultsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const pattern = searchParams.get('pattern');
  const valid = isSearchPattern(pattern);
  const results = useTicketSearch(pattern);
  const cart = useAddToCart();
  const { add } = cart;
  const [lastStore, setLastStore] = useState<string | null>(null);
  const searched = results.status === 'success' ? results.data : null;
  const live = useLiveStock(liveStores(searched?.data ?? []), searched, results.retry);
  const offers = searched ? applyLiveCounts(searched.data, live) : [];

  const onAdd = useCallback(
    async (offer: TicketOffer, quantity: number) => {
      const store = { code: offer.store_code, userRef: offer.user_code, name: offer.store_name };
      const done = await add(store, offer.number, quantity);
      if (done) setLastStore(offer.user_code);
      return done;
    },
    [add],
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>ค้นหาเลขจากทุกร้าน</h1>
        <p className={styles.lead}>ค้นหาเลขที่ต้องการจากร้านค้าทั้งหมดในระบบ แล้วเลือกร้านที่ถูกใจ</p>
      </header>

      <div className={styles.layout}>
        <div className={styles.side}>
          <NumberSearchForm
            pattern={pattern}
            title="เลขที่ต้องการ"
            onSearch={(next) => setSearchParams({ pattern: next })}
          />
        </div>

        <section className={styles.results} aria-labelledby="all-results-title">
          <h2 id="all-results-title" className={styles.resultsTitle}>
            {valid ? `ผลการค้นหา ${spacedPattern(pattern)}` : 'ผลการค้นหา'}
          </h2>
          {!valid && (
            <p className={styles.hint}>
              {pattern ? 'รูปแบบเลขไม่ถูกต้อง กรุณาค้นหาใหม่อีกครั้ง' : 'กรอกเลขที่ต้องการแล้วกด “ค้นหา”'}
            </p>
          )}
          {valid && results.status === 'loading' && <LoadingState label="กำลังค้นหาเลข…" />}
          {results.status === 'error' && (
            <RequestError
              title="ค้นหาเลขไม่สำเร็จ"
              detail={results.error.message}
              onRetry={results.retry}
              compact
            />
          )}
          <StockLiveRegion offers={offers} searched={searched} />
          {results.status === 'success' && (
            <>
              <p className={styles.hint}>
                งวดวันที่ {formatThaiDateLong(results.data.meta.draw_date)} · พบ {formatInteger(offers.length)}{' '}
                รายการ
              </p>
              {results.data.meta.has_more && (
                <p className={styles.hint}>แสดงเฉพาะบางส่วน ระบุเลขให้มากขึ้นเพื่อผลที่ตรงกว่า</p>
              )}
              {offers.length === 0 ? (
                <p className={styles.empty}>ไม่พบเลขที่ค้นหาในร้านใดเลย ลองเปลี่ยนเลขหรือรูปแบบการค้นหา</p>
              ) : (
                <StoreOfferGroups
                  offers={offers}
                  storeHref={(offer) =>
                    paths.store.getHref(offer.user_code, { pattern: results.data.meta.pattern })
                  }
                  onAdd={onAdd}
                />
              )}
            </>
          )}
        </section>
      </div>

      <CartNotice
        notice={cart.notice}
        onDismiss={cart.dismiss}
        onOpenCart={
          lastStore ? () => navigate(paths.store.getHref(lastStore, { openCart: true })) : undefined
        }
      />
    </div>
  );
}
