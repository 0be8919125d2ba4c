import { formatBaht } from '@chokdee/shared-contract/format/number';
import type { SalePrice } from '@chokdee/shared-contract/schemas/store';
import { SALE_PRICE_LABELS, SHOWN_PRICE_TYPES, salePriceOf } from '../utils/sale-price';
import styles from './sale-prices.module.css';

export type SalePricesProps = {
  prices: readonly SalePrice[];
  compact?: boolean;
};

/** The store's small and big set prices in THB; a missing one reads '-'. */
export function SalePrices({ prices, compact = false }: SalePricesProps) {
  return (
    <dl className={compact ? `${styles.prices} ${styles.compact}` : styles.prices}>
      {SHOWN_PRICE_TYPES.map((type) => {
        const price = salePriceOf(prices, type);
        return (
          <div key={type} className={styles.price}>
            <dt className={styles.type}>{SALE_PRICE_LABELS[type]}</dt>
            <dd className={styles.amount}>{price === null ? '-' : formatBaht(price)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
