import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import type { WinHistory } from '@chokdee/shared-contract/schemas/safe';
import { useId } from 'react';
import styles from './win-draw-chooser.module.css';

export type WinDrawChooserProps = {
  draws: WinHistory['meta']['draws'];
  /** The draw on screen; '' for every draw. */
  value: string;
  onSelect: (drawDate: string) => void;
};

/** A select of the draws the member holds tickets for, plus 'every draw'. */
export function WinDrawChooser({ draws, value, onSelect }: WinDrawChooserProps) {
  const id = useId();
  const known = value === '' || draws.some((draw) => draw.draw_date === value);
  return (
    <div className={styles.chooser}>
      <label htmlFor={id} className={styles.label}>
        เลือกงวด
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onSelect(event.target.value)}
      >
        <option value="">ทุกงวด</option>
        {!known && <option value={value}>งวดวันที่ {formatThaiDateLong(value)}</option>}
        {draws.map((draw) => (
          <option key={draw.draw_date} value={draw.draw_date}>
            งวดวันที่ {formatThaiDateLong(draw.draw_date)}
          </option>
        ))}
      </select>
    </div>
  );
}
