import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import type { LotteryDraw } from '@chokdee/shared-contract/schemas/lottery-draw';
import { useId, useMemo } from 'react';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { useIdleAfter } from '@chokdee/shared-kernel/hooks/use-idle-after';
import { usePastDraws } from '../hooks/use-past-draws';
import styles from './draw-picker.module.css';

export type DrawPickerProps = {
  /** Draw date of the draw on screen; '' when none (loading or unknown slug). */
  value: string;
  /** Called with the chosen draw date. */
  onSelect: (drawDate: string) => void;
  /**
   * When the page's own content has settled: the list (every past draw) is requested at the next
   * idle moment after that, so it never competes with the results for the network or the CPU.
   */
  ready?: boolean;
};

const NO_DRAWS: LotteryDraw[] = [];

/** A select of every past draw; choosing one opens that draw's page. */
export function DrawPicker({ value, onSelect, ready = true }: DrawPickerProps) {
  const id = useId();
  const draws = usePastDraws(useIdleAfter(ready));

  const list = draws.status === 'success' ? draws.data : NO_DRAWS;
  // Built once per list: the page re-renders on every draw change, the 200+ options need not.
  const options = useMemo(
    () =>
      list.map((draw) => (
        <option key={draw.draw_date} value={draw.draw_date}>
          งวดวันที่ {formatThaiDateLong(draw.draw_date)}
        </option>
      )),
    [list],
  );

  if (draws.status === 'error') {
    return (
      <RequestError title="โหลดรายการงวดไม่สำเร็จ" detail={draws.error.message} onRetry={draws.retry} compact />
    );
  }

  const known = list.some((draw) => draw.draw_date === value);
  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        เลือกงวด
      </label>
      <select
        id={id}
        className={styles.select}
        value={known ? value : ''}
        disabled={draws.status === 'loading'}
        aria-busy={draws.status === 'loading'}
        onChange={(event) => {
          if (event.target.value) onSelect(event.target.value);
        }}
      >
        {!known && (
          <option value="" disabled>
            {draws.status === 'loading' ? 'กำลังโหลดรายการงวด…' : 'เลือกงวดที่ต้องการ'}
          </option>
        )}
        {options}
      </select>
    </div>
  );
}
