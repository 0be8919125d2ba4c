import fp from 'fastify-plugin';
import { onSaleConfirmed } from '#api/lottery-sales/sale-events';
import { countSaleTowardQuests } from './count-sale';

/**
 * Quests count each confirmed sale (lottery-sales/sale-events.ts), from the app's start rather than
 * from the first request to a quest route. The listener set is the process's, and registering the
 * same function again keeps one, so several apps in one process (tests) count once.
 */
export default fp(
  async () => {
    onSaleConfirmed(countSaleTowardQuests);
  },
  { name: 'quests', dependencies: ['lottery-sales'] },
);
