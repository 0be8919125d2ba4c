import { COMPLAINT_INBOX_LIMITS } from '@chokdee/shared-contract/schemas/complaint-inbox';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { fieldStyles } from '@chokdee/shared-kernel/ui/text-field';
import { useId, useState, type FormEvent } from 'react';
import styles from './complaints.module.css';

export interface InboxSearchProps {
  /** The search the URL holds; the parent keys this form by it, so Back brings the old text back. */
  initial: string;
  onSearch: (q: string) => void;
}

/** One box for a reference code, a name or a phone number. */
export function InboxSearch({ initial, onSearch }: InboxSearchProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        ค้นหาเรื่องร้องเรียน
      </label>
      <input
        id={id}
        type="search"
        className={fieldStyles.input}
        placeholder="รหัสอ้างอิง ชื่อ หรือเบอร์โทร"
        value={text}
        maxLength={COMPLAINT_INBOX_LIMITS.searchMax}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={`${buttons.primary} ${buttons.small}`}>
        ค้นหา
      </button>
    </form>
  );
}
