import { fetchTruckOperatorSales } from '../../../api/truck';
import type { TruckOperatorSalesPage } from '@chokdee/shared-contract/schemas/truck';
import { ApiRequestError } from '@chokdee/shared-kernel/api/api-request-error';
import { useEffect, useState } from 'react';

export type OperatorSalesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: TruckOperatorSalesPage };

const FAILED = 'โหลดยอดขายไม่สำเร็จ กรุณาลองใหม่อีกครั้ง';

/**
 * One page of the operators' sales in one draw. Read again when the draw or page changes and when
 * `staff` (the staff list's answer) changes: adding or switching off an operator changes the rows.
 */
export function useOperatorSales(drawDate: string | undefined, page: number, staff: unknown) {
  const [state, setState] = useState<OperatorSalesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchTruckOperatorSales({ draw_date: drawDate, page, per_page: 20 }, { signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof ApiRequestError ? error.message : FAILED });
      },
    );
    return () => controller.abort();
  }, [drawDate, page, staff, attempt]);

  // While another draw or page loads, the last answer stays on screen rather than a flash of nothing.
  function retry() {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }

  return { state, retry };
}
