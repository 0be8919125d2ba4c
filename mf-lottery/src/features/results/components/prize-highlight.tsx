import { formatBaht } from '@chokdee/shared-contract/format/number';
import type { PrizeTier } from '@chokdee/shared-contract/schemas/lottery-result';
import styles from './prize-highlight.module.css';

export type PrizeHighlightProps = {
  tier: PrizeTier;
  numbers: string[];
};

/** A tier with one or two numbers (adjacent to first, front/last three, last two), shown large. */
export function PrizeHighlight({ tier, numbers }: PrizeHighlightProps) {
  const headingId = `prize-${tier.key}`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.name}>
        {tier.name}
      </h2>
      <ul className={styles.numbers}>
        {numbers.map((number) => (
          <li key={number} className={styles.number}>
            {number}
          </li>
        ))}
      </ul>
      <p className={styles.amount}>รางวัลละ {formatBaht(tier.amount)}</p>
    </section>
  );
}
