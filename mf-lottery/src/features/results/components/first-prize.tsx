import { formatBaht } from '@chokdee/shared-contract/format/number';
import type { PrizeTier } from '@chokdee/shared-contract/schemas/lottery-result';
import styles from './first-prize.module.css';

export type FirstPrizeProps = {
  tier: PrizeTier;
  number: string;
};

/** The first prize, the number most visitors come for: the largest thing on the page. */
export function FirstPrize({ tier, number }: FirstPrizeProps) {
  const headingId = `prize-${tier.key}`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.name}>
        {tier.name}
      </h2>
      <p className={styles.number}>{number}</p>
      <p className={styles.amount}>รางวัลละ {formatBaht(tier.amount)}</p>
    </section>
  );
}
