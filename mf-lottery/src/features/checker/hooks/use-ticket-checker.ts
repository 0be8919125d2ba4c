import { useCallback, useState } from 'react';
import { emit } from '@chokdee/shared-kernel/events';
import type { LotteryResult } from '@chokdee/shared-contract/schemas/lottery-result';
import { checkTickets, type CheckReport } from '../utils/check-tickets';

export type UseTicketChecker = {
  report: CheckReport | null;
  check: (input: string) => void;
};

/** Holds the last check of one draw and tells the rest of the site (quests, stats) what was checked. */
export function useTicketChecker(result: LotteryResult): UseTicketChecker {
  const [report, setReport] = useState<CheckReport | null>(null);

  const check = useCallback(
    (input: string) => {
      const next = checkTickets(result, input);
      setReport(next);
      if (next.status === 'checked' && next.tickets.length > 0) {
        emit('lottery:checked', { numbers: next.tickets.map((ticket) => ticket.number) });
      }
    },
    [result],
  );

  return { report, check };
}
