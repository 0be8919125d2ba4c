import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import { fieldStyles } from '@chokdee/shared-kernel/ui/text-field';
import { useId } from 'react';
import { claimableDrawDates } from '../utils/claim-draws';

export type DrawDateFilterProps = {
  /** Draw days ('YYYY-MM-DD'), newest first; empty while they load or if they could not. */
  drawDates: readonly string[];
  /** The draw shown; '' for every draw. */
  value: string;
  onChange: (drawDate: string) => void;
};

/** A select of the draws a claim can be for, plus 'ทุกงวด'; a draw from the URL stays choosable. */
export function DrawDateFilter({ drawDates, value, onChange }: DrawDateFilterProps) {
  const id = useId();
  const dates = claimableDrawDates(drawDates);
  const known = value === '' || dates.includes(value);
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        งวดวันที่
      </label>
      <select
        id={id}
        className={fieldStyles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">ทุกงวด</option>
        {!known && <option value={value}>{formatThaiDateLong(value)}</option>}
        {dates.map((date) => (
          <option key={date} value={date}>
            {formatThaiDateLong(date)}
          </option>
        ))}
      </select>
    </div>
  );
}
