import { baht } from '../lib/cart-rules';
import styles from './price.module.css';

/** A price in บาท, with the original struck through when a discount lowered it. */
export function Price({ price, original }: { price: number; original?: number }) {
  return (
    <span className={styles.price}>
      <strong>{baht(price)} บาท</strong>
      {original !== undefined && original > price ? (
        <s className={styles.original} aria-label={`ราคาเดิม ${baht(original)} บาท`}>
          {baht(original)}
        </s>
      ) : null}
    </span>
  );
}
