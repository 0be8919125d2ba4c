import { formatBaht, formatInteger } from '@chokdee/shared-kernel/format/number';
import type { PrizeTier } from '@chokdee/shared-kernel/schemas/lottery-result';
import styles from './prize-grid.module.css';

export type PrizeGridProps = {
  tier: PrizeTier;
  numbers: string[];
};

/** A tier with many numbers (2nd–5th prizes) as a grid that reflows from 3 to 10 columns. */
export function PrizeGrid({ tier, numbers }: PrizeGridProps) {
  const headingId = `prize-${tier.key}`;
  return (
    <section className={styles.tier} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.name}>
          {tier.name}
        </h2>
        <p className={styles.meta}>
          {formatInteger(numbers.length)} รางวัล · รางวัลละ {formatBaht(tier.amount)}
        </p>
      </header>
      <ul className={styles.grid}>
        {numbers.map((number) => (
          <li key={number} className={styles.number}>
            {number}
          </li>
        ))}
      </ul>
    </section>
  );
}
