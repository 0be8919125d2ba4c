import { useRef, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';
import { digitsIn, fillSlots, type DigitSlots } from '../utils/digits';
import styles from './digit-boxes.module.css';

export type DigitBoxesProps = {
  slots: DigitSlots;
  onChange: (slots: string[]) => void;
  /** Boxes a quick mode does not read are disabled. */
  enabled?: readonly boolean[];
  /** Id of the element that names the group (the legend). */
  labelledBy?: string;
  invalid?: boolean;
  describedBy?: string;
};

/**
 * Six one-digit boxes. Typing moves on, Backspace on an empty box goes back, a pasted number
 * fills the boxes from the one pasted into, Thai digits become Latin ones.
 */
export function DigitBoxes({ slots, onChange, enabled, labelledBy, invalid, describedBy }: DigitBoxesProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const isEnabled = (i: number) => enabled?.[i] ?? true;

  function focusBox(from: number, step: 1 | -1) {
    for (let i = from + step; i >= 0 && i < slots.length; i += step) {
      if (isEnabled(i)) {
        refs.current[i]?.focus();
        refs.current[i]?.select();
        return;
      }
    }
  }

  /** A full number (paste, autofill) fills every box; a shorter one fills from box `index`. */
  function write(index: number, digits: string) {
    const start = digits.length >= slots.length ? 0 : index;
    onChange(fillSlots(slots, start, digits));
    const last = Math.min(start + digits.length - 1, slots.length - 1);
    if (last + 1 < slots.length) focusBox(last, 1);
    else refs.current[last]?.focus();
  }

  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const typed = digitsIn(event.target.value);
    if (typed === '') {
      // Cleared (cut, Backspace on a digit) empties the box; a letter is simply not taken.
      if (event.target.value === '') onChange(slots.map((d, i) => (i === index ? '' : d)));
      return;
    }
    if (typed.length === 1 || typed.length >= slots.length) {
      write(index, typed);
      return;
    }
    // Typing over a digit already there: keep the new one, wherever the caret put it.
    const previous = slots[index] ?? '';
    const fresh = typed.startsWith(previous) ? typed.slice(previous.length) : typed;
    write(index, fresh.slice(-1) || typed.slice(-1));
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !slots[index]) {
      event.preventDefault();
      for (let i = index - 1; i >= 0; i -= 1) {
        if (!isEnabled(i)) continue;
        onChange(slots.map((d, j) => (j === i ? '' : d)));
        refs.current[i]?.focus();
        return;
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index, -1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index, 1);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const digits = digitsIn(event.clipboardData.getData('text'));
    event.preventDefault();
    if (digits) write(index, digits.slice(0, slots.length));
  }

  return (
    <div className={styles.boxes} role="group" aria-labelledby={labelledBy}>
      {slots.map((digit, index) => {
        const on = isEnabled(index);
        return (
          <input
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            className={styles.box}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="search"
            aria-label={`หลักที่ ${index + 1}`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={on ? digit : ''}
            placeholder={on ? '' : '–'}
            disabled={!on}
            onChange={(event) => handleChange(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        );
      })}
    </div>
  );
}
