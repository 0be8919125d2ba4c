import { useId, useState, type FormEvent } from 'react';
import { emit } from '@chokdee/shared-kernel/events';
import { useHydrated } from '@chokdee/shared-kernel/hooks/use-hydrated';
import { ChoiceField } from '@chokdee/shared-kernel/ui/choice-field';
import { EMPTY_SLOTS, slotsFromPattern } from '../utils/digits';
import {
  SEARCH_MODES,
  SEARCH_MODE_ORDER,
  modeOfPattern,
  patternFor,
  type SearchMode,
} from '../utils/search-modes';
import { DigitBoxes } from './digit-boxes';
import styles from './number-search-form.module.css';

const MODE_OPTIONS = SEARCH_MODE_ORDER.map((value) => ({ value, label: SEARCH_MODES[value].label }));

export type NumberSearchFormProps = {
  /** The pattern searched now (from the URL), shown in the boxes. */
  pattern: string | null;
  onSearch: (pattern: string) => void;
  /** The heading above the boxes. */
  title?: string;
};

/** Six digit boxes and the quick modes; a valid search emits `track:Search` (spec §9). */
export function NumberSearchForm({ pattern, onSearch, title = 'ค้นหาเลขที่ต้องการ' }: NumberSearchFormProps) {
  const [shown, setShown] = useState(pattern);
  const [slots, setSlots] = useState<string[]>(() => slotsFromPattern(pattern));
  const [mode, setMode] = useState<SearchMode>(() => modeOfPattern(pattern));
  const [error, setError] = useState<string | null>(null);
  // Sent rendered in the page's HTML, the form takes input once it answers it (no digit lost).
  const hydrated = useHydrated();
  const legendId = useId();
  const hintId = useId();
  const errorId = useId();
  const modeName = useId();

  // Back and forward change the URL's pattern: the boxes follow it.
  if (pattern !== shown) {
    setShown(pattern);
    setSlots(slotsFromPattern(pattern));
    setMode(modeOfPattern(pattern));
    setError(null);
  }

  const positions = SEARCH_MODES[mode].positions;
  const enabled = slots.map((_, i) => positions.includes(i));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = patternFor(mode, slots);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    emit('track:Search', { search_string: result.pattern });
    onSearch(result.pattern);
  }

  function clear() {
    setSlots([...EMPTY_SLOTS]);
    setError(null);
  }

  return (
    <form className={styles.form} role="search" aria-labelledby={legendId} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset} disabled={!hydrated}>
        <legend id={legendId} className={styles.legend}>
          {title}
        </legend>
        <ChoiceField<SearchMode>
          label="รูปแบบการค้นหา"
          name={modeName}
          options={MODE_OPTIONS}
          value={mode}
          onChange={(value) => {
            setMode(value);
            setError(null);
          }}
          minOptionWidth="8.5rem"
          compact
        />
        <DigitBoxes
          slots={slots}
          enabled={enabled}
          labelledBy={legendId}
          invalid={error !== null}
          describedBy={error ? `${errorId} ${hintId}` : hintId}
          onChange={(next) => {
            setSlots(next);
            setError(null);
          }}
        />
        <p id={hintId} className={styles.hint}>
          {mode === 'any'
            ? 'กรอกเฉพาะหลักที่ต้องการ หลักที่เว้นว่างไว้หมายถึงเลขใดก็ได้'
            : `กรอก${SEARCH_MODES[mode].label}`}
        </p>
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={!hydrated}>
          ค้นหา
        </button>
        <button type="button" className={styles.clear} onClick={clear} disabled={!hydrated}>
          ล้าง
        </button>
      </div>
    </form>
  );
}
