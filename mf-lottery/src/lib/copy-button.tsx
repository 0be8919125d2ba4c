import { useEffect, useState } from 'react';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import visually from './visually-hidden.module.css';

export type CopyButtonProps = {
  /** What goes to the clipboard. */
  value: string;
  /** What is copied, in Thai ('เลขที่บัญชี'): the button reads 'คัดลอกเลขที่บัญชี'. */
  label: string;
};

type CopyState = 'idle' | 'copied' | 'failed';

const RESET_MS = 2000;

/** Copies a value (an account number, an amount) and says so for two seconds. */
export function CopyButton({ value, label }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), RESET_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // No clipboard (an old browser, an insecure origin): the value stays on screen to type.
      setState('failed');
    }
  }

  return (
    <>
      <button
        type="button"
        className={`${buttons.secondary} ${buttons.small}`}
        onClick={() => void copy()}
        aria-label={`คัดลอก${label}`}
      >
        {state === 'copied' ? 'คัดลอกแล้ว' : state === 'failed' ? 'คัดลอกไม่สำเร็จ' : 'คัดลอก'}
      </button>
      <span className={visually.hidden} role="status">
        {state === 'copied' ? `คัดลอก${label}แล้ว` : state === 'failed' ? `คัดลอก${label}ไม่สำเร็จ` : ''}
      </span>
    </>
  );
}
