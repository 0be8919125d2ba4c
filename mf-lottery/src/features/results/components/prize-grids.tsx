import { PRIZE_TIERS } from '@chokdee/shared-contract/rules/prize';
import type { LotteryResult, PrizeTierKey } from '@chokdee/shared-contract/schemas/lottery-result';
import { sortedNumbers, tierNumbers } from '../utils/tier-numbers';
import { PrizeGrid } from './prize-grid';
import styles from './prize-grids.module.css';

const GRID_TIERS: readonly PrizeTierKey[] = ['second', 'third', 'fourth', 'fifth'];

export type PrizeGridsProps = {
  result: LotteryResult;
};

/** The 2nd to 5th prizes, in the kernel's tier order. */
export function PrizeGrids({ result }: PrizeGridsProps) {
  const tiers = PRIZE_TIERS.filter((tier) => GRID_TIERS.includes(tier.key));
  return (
    <div className={styles.grids}>
      {tiers.map((tier) => (
        <PrizeGrid key={tier.key} tier={tier} numbers={sortedNumbers(tierNumbers(result, tier.key))} />
      ))}
    </div>
  );
}
