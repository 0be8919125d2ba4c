import { formatBaht, formatInteger } from '@chokdee/shared-contract/format/number';
import type { PrizeTier } from '@chokdee/shared-contract/schemas/lottery-result';
import styles from './prize-grid.module.css';

/**
 * Grids with more numbers than this (4th prize: 50, 5th: 100) are laid out and painted only
 * when they come near the screen: on a phone they start a screen or more below the fold.
 */
const LONG_GRID = 20;

export type PrizeGridProps = {
  tier: PrizeTier;
  numbers: string[];
};

/** A tier with many numbers (2nd–5th prizes) as a grid that reflows from 3 to 10 columns. */
export function PrizeGrid({ tier, numbers }: PrizeGridProps) {
  const headingId = `prize-${tier.key}`;
  const long = numbers.length > LONG_GRID;
  return (
    <section
      className={long ? `${styles.tier} ${styles.long}` : styles.tier}
      // The number count sizes the placeholder of a long grid while the browser skips it. An
      // attribute, not a style: the site's CSP refuses style attributes in server-rendered HTML.
      data-numbers={long ? numbers.length : undefined}
      aria-labelledby={headingId}
    >
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
