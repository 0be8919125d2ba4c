import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { ThaiAddress } from '@chokdee/shared-contract/schemas/address';
import { formatSuggestion } from '@chokdee/shared-contract/format/thai-address';
import styles from './address-form.module.css';
import { fieldStyles as fields } from '../../ui/text-field';

export type ThaiAddressComboboxProps = {
  name: keyof ThaiAddress;
  label: string;
  value: string;
  error?: string;
  /** The server-side search (GET /api/public/v1/thai-addresses?q=). */
  search: (q: string) => Promise<ThaiAddress[]>;
  onChange: (value: string) => void;
  /** A suggestion was chosen: it fills all four parts together (spec §5). */
  onPick: (suggestion: ThaiAddress) => void;
  inputMode?: 'text' | 'numeric';
};

/** Debounce of the search while typing, so one word is one request. */
export const SEARCH_DELAY_MS = 250;

/**
 * A sub-district / district / province / postal-code input with Thai address suggestions,
 * following the WAI-ARIA combobox pattern (list autocomplete, active descendant).
 */
export function ThaiAddressCombobox({
  name,
  label,
  value,
  error,
  search,
  onChange,
  onPick,
  inputMode = 'text',
}: ThaiAddressComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [suggestions, setSuggestions] = useState<ThaiAddress[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function onInput(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    onChange(text);
    clearTimeout(timer.current);
    const query = text.trim();
    if (query.length < 2) {
      setSuggestions([]);
      close();
      return;
    }
    timer.current = setTimeout(() => {
      const call = ++latest.current;
      search(query).then(
        (found) => {
          // A slower answer for an older query must not replace the newer list.
          if (call !== latest.current) return;
          setSuggestions(found);
          setActive(-1);
          setOpen(found.length > 0);
        },
        () => {
          if (call === latest.current) close();
        },
      );
    }, SEARCH_DELAY_MS);
  }

  function pick(suggestion: ThaiAddress) {
    onPick(suggestion);
    setSuggestions([]);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Enter' && open) {
      const chosen = suggestions[active];
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      }
    } else if (event.key === 'Escape' && open) {
      // Only the list closes; the dialog around it stays open.
      event.preventDefault();
      close();
    }
  }

  const activeId = open && active >= 0 ? `${id}-option-${active}` : undefined;

  return (
    <div className={fields.field}>
      <label htmlFor={id} className={fields.label}>
        <span className={fields.required}>* </span>
        {label}
      </label>
      <div className={styles.comboWrap}>
        <input
          id={id}
          name={name}
          className={fields.input}
          type="text"
          inputMode={inputMode}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required="true"
          value={value}
          onChange={onInput}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={`ตัวเลือก${label}`}
          className={styles.listbox}
          hidden={!open}
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={formatSuggestion(suggestion)}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? `${styles.option} ${styles.optionActive}` : styles.option}
              // Keep focus in the input so the click is not lost to its blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
            >
              {formatSuggestion(suggestion)}
            </li>
          ))}
        </ul>
      </div>
      {error && (
        <p id={errorId} className={fields.error}>
          {error}
        </p>
      )}
    </div>
  );
}
