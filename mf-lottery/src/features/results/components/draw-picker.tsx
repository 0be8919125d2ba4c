import { useId } from 'react';
import { formatThaiDateLong } from '@chokdee/shared-kernel/format/date';
import { RequestError } from '../../../components/request-error';
import { usePastDraws } from '../hooks/use-past-draws';
import styles from './draw-picker.module.css';

export type DrawPickerProps = {
  /** Draw date of the draw on screen; '' when none (loading or unknown slug). */
  value: string;
  /** Called with the chosen draw date. */
  onSelect: (drawDate: string) => void;
};

/** A select of every past draw; choosing one opens that draw's page. */
export function DrawPicker({ value, onSelect }: DrawPickerProps) {
  const id = useId();
  const draws = usePastDraws();

  if (draws.status === 'error') {
    return <RequestError title="โหลดรายการงวดไม่สำเร็จ" error={draws.error} onRetry={draws.retry} compact />;
  }

  const list = draws.status === 'success' ? draws.data : [];
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
        {list.map((draw) => (
          <option key={draw.draw_date} value={draw.draw_date}>
            งวดวันที่ {formatThaiDateLong(draw.draw_date)}
          </option>
        ))}
      </select>
    </div>
  );
}
