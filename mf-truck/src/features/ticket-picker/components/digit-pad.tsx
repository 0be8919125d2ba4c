import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { patternOf } from '../../../lib/picks';
import styles from './picker.module.css';

export interface DigitPadProps {
  digits: string;
  fromEnd: boolean;
  onDigits: (digits: string) => void;
  onFromEnd: (fromEnd: boolean) => void;
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The quick digit pad: big keys for a thumb, the six places shown as they fill. */
export function DigitPad({ digits, fromEnd, onDigits, onFromEnd }: DigitPadProps) {
  const pattern = patternOf(digits, fromEnd);
  const press = (key: string) => digits.length < 6 && onDigits(digits + key);
  return (
    <div className={styles.columns}>
      <div>
        <div className={styles.display} aria-label={`เลขที่ค้นหา ${pattern.replace(/_/g, '-')}`} role="status">
          {[...pattern].map((c, i) => (
            <span key={i} className={styles.slot} aria-hidden="true">
              {c === '_' ? '' : c}
            </span>
          ))}
        </div>
        <div className={styles.modes} role="group" aria-label="ตำแหน่งของเลข">
          <button
            type="button"
            className={`${fromEnd ? buttonStyles.flat : buttonStyles.secondary} ${buttonStyles.small}`}
            aria-pressed={!fromEnd}
            onClick={() => onFromEnd(false)}
          >
            เลขหน้า
          </button>
          <button
            type="button"
            className={`${fromEnd ? buttonStyles.secondary : buttonStyles.flat} ${buttonStyles.small}`}
            aria-pressed={fromEnd}
            onClick={() => onFromEnd(true)}
          >
            เลขท้าย
          </button>
        </div>
      </div>
      <div className={styles.pad}>
        {KEYS.map((key) => (
          <button key={key} type="button" className={styles.key} onClick={() => press(key)}>
            {key}
          </button>
        ))}
        <button type="button" className={styles.key} onClick={() => onDigits('')} aria-label="ล้างเลข">
          ล้าง
        </button>
        <button type="button" className={styles.key} onClick={() => press('0')}>
          0
        </button>
        <button
          type="button"
          className={styles.key}
          onClick={() => onDigits(digits.slice(0, -1))}
          aria-label="ลบเลขตัวสุดท้าย"
        >
          ⌫
        </button>
      </div>
    </div>
  );
}
