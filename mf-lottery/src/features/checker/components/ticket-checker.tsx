import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { LotteryResult } from '@chokdee/shared-contract/schemas/lottery-result';
import { useHydrated } from '@chokdee/shared-kernel/hooks/use-hydrated';
import { useTicketChecker } from '../hooks/use-ticket-checker';
import { CheckReport } from './check-report';
import styles from './ticket-checker.module.css';

export type TicketCheckerProps = {
  /** The draw the numbers are checked against (the one on screen). */
  result: LotteryResult;
};

/** The "check my tickets" form: one number or a pasted list, checked against the draw on screen. */
export function TicketChecker({ result }: TicketCheckerProps) {
  const [input, setInput] = useState('');
  const { report, check } = useTicketChecker(result);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const headingId = useId();
  const empty = report?.status === 'empty';
  // Sent rendered in the page's HTML, the form takes input once it answers it (no number lost).
  const hydrated = useHydrated();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    check(input);
  };

  // Enter starts a new line (for lists); Ctrl/⌘+Enter sends the form from the keyboard.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <section className={styles.checker} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        ตรวจสลากของคุณ
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <label htmlFor={fieldId} className={styles.label}>
          กรอกเลขสลาก 6 หลัก
        </label>
        <textarea
          id={fieldId}
          className={styles.field}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
          rows={3}
          disabled={!hydrated}
          autoComplete="off"
          spellCheck={false}
          placeholder="เช่น 123456 654321"
          aria-describedby={empty ? `${hintId} ${errorId}` : hintId}
          aria-invalid={empty || undefined}
        />
        <p id={hintId} className={styles.hint}>
          ตรวจได้หลายชุดพร้อมกัน คั่นด้วยช่องว่าง จุลภาค หรือขึ้นบรรทัดใหม่
        </p>
        <button type="submit" className={styles.submit} disabled={!hydrated}>
          ตรวจผล
        </button>
      </form>
      <div className={styles.results} aria-live="polite">
        {empty && (
          <p id={errorId} className={styles.error}>
            กรุณากรอกเลขสลากอย่างน้อย 1 ชุด
          </p>
        )}
        {report?.status === 'checked' && <CheckReport report={report} />}
      </div>
    </section>
  );
}
