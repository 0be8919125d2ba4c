import { PRIZE_TIERS } from '@chokdee/shared-contract/rules/prize';
import type { LotteryResult, PrizeTierKey } from '@chokdee/shared-contract/schemas/lottery-result';
import { tierNumbers } from '../utils/tier-numbers';
import { FirstPrize } from './first-prize';
import { PrizeHighlight } from './prize-highlight';
import styles from './top-prizes.module.css';

const HIGHLIGHTED: readonly PrizeTierKey[] = ['front3', 'last3', 'last2', 'adjacent_first'];

export type TopPrizesProps = {
  result: LotteryResult;
};

/** The first prize and the short-number tiers: what a ticket holder scans first. */
export function TopPrizes({ result }: TopPrizesProps) {
  const first = PRIZE_TIERS.find((tier) => tier.key === 'first');
  const highlighted = HIGHLIGHTED.flatMap((key) => PRIZE_TIERS.filter((tier) => tier.key === key));
  return (
    <div className={styles.top}>
      {first && <FirstPrize tier={first} number={result.first} />}
      <div className={styles.highlights}>
        {highlighted.map((tier) => (
          <PrizeHighlight key={tier.key} tier={tier} numbers={tierNumbers(result, tier.key)} />
        ))}
      </div>
    </div>
  );
}
