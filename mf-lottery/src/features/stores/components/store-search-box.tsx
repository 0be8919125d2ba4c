import { useId, useState, type FormEvent } from 'react';
import { useHydrated } from '@chokdee/shared-kernel/hooks/use-hydrated';
import styles from './store-search-box.module.css';

export type StoreSearchBoxProps = {
  query: string;
  verifiedOnly: boolean;
  onSearch: (filter: { q: string; verifiedOnly: boolean }) => void;
};

/** Finds stores by part of their name or code; the list below follows the submitted words. */
export function StoreSearchBox({ query, verifiedOnly, onSearch }: StoreSearchBoxProps) {
  const [text, setText] = useState(query);
  const inputId = useId();
  const verifiedId = useId();
  // Sent rendered in the page's HTML, the form takes input once it answers it (no word lost).
  const hydrated = useHydrated();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch({ q: text.trim(), verifiedOnly });
  }

  return (
    <form className={styles.form} role="search" onSubmit={submit}>
      <fieldset className={styles.fieldset} disabled={!hydrated}>
        <label className={styles.label} htmlFor={inputId}>
          ค้นหาร้านค้า
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={styles.input}
            type="search"
            value={text}
            maxLength={50}
            placeholder="ชื่อร้านหรือรหัสร้าน"
            enterKeyHint="search"
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className={styles.submit}>
            ค้นหา
          </button>
        </div>
        <div className={styles.filter}>
          <input
            id={verifiedId}
            type="checkbox"
            checked={verifiedOnly}
            onChange={(event) => onSearch({ q: text.trim(), verifiedOnly: event.target.checked })}
          />
          <label htmlFor={verifiedId}>เฉพาะร้านที่ยืนยันตัวตนแล้ว</label>
        </div>
      </fieldset>
    </form>
  );
}
