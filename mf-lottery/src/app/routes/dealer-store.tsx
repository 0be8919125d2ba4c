import { usePageTitle } from '@chokdee/shared-kernel/hooks/use-page-title';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import { formatInteger } from '@chokdee/shared-contract/format/number';
import { isStoreSettingComplete } from '../../features/stores/utils/store-setting';
import type { StoreInfo } from '@chokdee/shared-contract/schemas/store';
import type { TicketOffer } from '@chokdee/shared-contract/schemas/ticket-search';
import { clearCurrentStore, setCurrentStore } from '@chokdee/shared-kernel/stores/current-store';
import { effectOutsideCommit } from '@chokdee/shared-kernel/runtime/outside-commit';
import { loadCart } from '../../stores/lottery-cart';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { paths } from '../../config/paths';
import { CartButton } from '../../features/cart/components/cart-button';
import { CartNotice } from '../../features/cart/components/cart-notice';
import { CartPanel } from '../../features/cart/components/cart-panel';
import { useAddToCart } from '../../features/cart/hooks/use-add-to-cart';
import { useCartPanel } from '../../features/cart/hooks/use-cart-panel';
import { CheckoutForm } from '../../features/checkout/components/checkout-form';
import { NumberSearchForm } from '../../features/number-search/components/number-search-form';
import { RandomPick } from '../../features/number-search/components/random-pick';
import { StockLiveRegion } from '../../features/number-search/components/stock-live-region';
import { TicketOfferList } from '../../features/number-search/components/ticket-offer-list';
import { isSearchPattern } from '@chokdee/shared-contract/validation/search-pattern';
import { useTicketSearch } from '../../features/number-search/hooks/use-ticket-search';
import { useLiveStock } from '../../features/number-search/hooks/use-live-stock';
import { applyLiveCounts } from '../../features/number-search/utils/live-offers';
import { spacedPattern } from '../../features/number-search/utils/search-modes';
import { StoreHeader } from '../../features/stores/components/store-header';
import { StoreNotFound } from '../../features/stores/components/store-not-found';
import { StoreNotices } from '../../features/stores/components/store-notices';
import { useSaleOpen } from '../../features/stores/hooks/use-sale-open';
import { useStoreInfo } from '../../features/stores/hooks/use-store-info';
import { storeStatus } from '../../features/stores/utils/store-status';
import styles from './dealer-store.module.css';

export type DealerStorePageProps = {
  /** Legacy `/deprecated/dealers/:storeCode`: the route names the store code, not the dealer. */
  byStoreCode?: boolean;
  /** Legacy `/…/:storeCode/cart`: open the cart on arrival, as `?openCart=1` does. */
  openCart?: boolean;
};

function isOn(value: string | null): boolean {
  return value !== null && value !== '0' && value !== 'false';
}

/** `/dealers/:userRef` (and the legacy store paths): a dealer's store, number search and cart. */
export function DealerStorePage({ byStoreCode = false, openCart = false }: DealerStorePageProps) {
  const params = useParams();
  const code = (byStoreCode ? params.storeCode : params.userRef) ?? null;
  const info = useStoreInfo(code);
  const notFound = info.status === 'error' && info.error.status === 404;
  usePageTitle(info.status === 'success' ? info.data.name : null);

  // Spec §4: a store info 404 clears the current store.
  // Outside the commit: the shell's root reads the current store (see outsideCommit).
  useEffect(() => (notFound ? effectOutsideCommit(clearCurrentStore) : undefined), [notFound]);

  if (info.status === 'loading') return <LoadingState label="กำลังโหลดร้านค้า…" />;
  if (notFound) {
    return (
      <div className={styles.page}>
        <StoreNotFound storesHref={paths.dealers.getHref()} />
      </div>
    );
  }
  if (info.status === 'error') {
    return (
      <div className={styles.page}>
        <RequestError title="โหลดข้อมูลร้านค้าไม่สำเร็จ" detail={info.error.message} onRetry={info.retry} />
      </div>
    );
  }
  return <StoreView key={info.data.code} store={info.data} openCart={openCart} />;
}

type StoreViewProps = {
  store: StoreInfo;
  openCart: boolean;
};

function StoreView({ store, openCart }: StoreViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const pattern = searchParams.get('pattern');
  const panel = useCartPanel(openCart || isOn(searchParams.get('openCart')));
  const saleOpen = useSaleOpen(store.is_store_open);
  const cart = useAddToCart();
  const { add } = cart;
  const results = useTicketSearch(pattern, store.code);
  const searchRef = useRef<HTMLDivElement>(null);
  // Tickets this page has put in the cart, per search: the counts shown go down with them.
  const [taken, setTaken] = useState<{ pattern: string | null; counts: Record<string, number> }>({
    pattern,
    counts: {},
  });
  const takenCounts = taken.pattern === pattern ? taken.counts : {};
  const searched = results.status === 'success' ? results.data : null;
  const live = useLiveStock([store.code], searched, results.retry);

  const current = useMemo(
    () => ({ code: store.code, userRef: store.user.code, name: store.name }),
    [store.code, store.user.code, store.name],
  );

  // Outside the commit: the shell and the cart's widgets are other roots reading these stores.
  useEffect(
    () =>
      effectOutsideCommit(() => {
        setCurrentStore(current);
        void loadCart(current);
      }),
    [current],
  );

  const settingComplete = isStoreSettingComplete(store.user.sale_prices);
  const soldOut = store.setting.is_sold_out;
  const canBuy = settingComplete && saleOpen && !soldOut;
  const status = storeStatus({ isOpen: saleOpen, isSoldOut: soldOut });
  const closedReason = !settingComplete
    ? 'ร้านค้ายังตั้งค่าไม่ครบ'
    : !saleOpen
      ? 'ปิดการขาย'
      : soldOut
        ? 'สลากขายหมดแล้ว'
        : undefined;

  const onAdd = useCallback(
    async (offer: TicketOffer, quantity: number) => {
      const done = await add(current, offer.number, quantity);
      if (done) {
        setTaken((before) => {
          const counts = before.pattern === pattern ? before.counts : {};
          return { pattern, counts: { ...counts, [offer.number]: (counts[offer.number] ?? 0) + quantity } };
        });
      }
      return done;
    },
    [add, current, pattern],
  );

  const offers = searched ? applyLiveCounts(searched.data, live, takenCounts) : [];

  function search(next: string) {
    setSearchParams({ pattern: next });
  }

  function backToShopping() {
    panel.hide();
    // After the dialog gives focus back, move it to the number boxes.
    setTimeout(() => searchRef.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus(), 0);
  }

  return (
    <div className={styles.page}>
      <StoreHeader store={store} status={status} actions={<CartButton onOpen={panel.show} />} />
      <StoreNotices settingComplete={settingComplete} saleOpen={saleOpen} soldOut={soldOut} />

      <div className={styles.layout}>
        <div className={styles.side} ref={searchRef}>
          <NumberSearchForm pattern={pattern} onSearch={search} />
          {canBuy && store.setting.enable_random_number && (
            <RandomPick onPick={(quantity) => cart.addGroup(current, quantity)} />
          )}
        </div>

        <section className={styles.results} aria-labelledby="store-results-title">
          <h2 id="store-results-title" className={styles.resultsTitle}>
            {isSearchPattern(pattern) ? `ผลการค้นหา ${spacedPattern(pattern)}` : 'ผลการค้นหา'}
          </h2>
          {!isSearchPattern(pattern) && (
            <p className={styles.hint}>กรอกเลขที่ต้องการแล้วกด “ค้นหา” เพื่อดูสลากที่มีในร้านนี้</p>
          )}
          {results.status === 'loading' && isSearchPattern(pattern) && <LoadingState label="กำลังค้นหาเลข…" />}
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
                เลข
              </p>
              {results.data.meta.has_more && (
                <p className={styles.hint}>แสดงเฉพาะบางส่วน ระบุเลขให้มากขึ้นเพื่อผลที่ตรงกว่า</p>
              )}
              {offers.length === 0 ? (
                <p className={styles.empty}>ไม่พบเลขที่ค้นหาในร้านนี้</p>
              ) : (
                <TicketOfferList offers={offers} canBuy={canBuy} onAdd={onAdd} label="เลขที่พบในร้านนี้" />
              )}
            </>
          )}
          {isSearchPattern(pattern) && (
            <Link className={styles.allStores} to={paths.searchResults.getHref(pattern)}>
              ค้นหาจากทุกร้าน
            </Link>
          )}
        </section>
      </div>

      {/* Behind the open cart the toast could not be reached: it waits until the panel closes. */}
      {!panel.open && <CartNotice notice={cart.notice} onDismiss={cart.dismiss} onOpenCart={panel.show} />}
      {panel.open && (
        <CartPanel
          onClose={panel.hide}
          onShop={backToShopping}
          canOrder={canBuy}
          closedReason={closedReason}
          renderCheckout={({ onBack }) => <CheckoutForm onBack={onBack} />}
        />
      )}
    </div>
  );
}
