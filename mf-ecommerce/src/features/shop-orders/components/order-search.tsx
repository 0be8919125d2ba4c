import { SHOP_ADMIN_LIMITS } from '@chokdee/shared-contract/schemas/shop-admin';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { fieldStyles } from '@chokdee/shared-kernel/ui/text-field';
import { useId, useState, type FormEvent } from 'react';
import styles from './shop-orders.module.css';

export type OrderSearchProps = {
  /** The search the URL holds; the parent keys this form by it, so Back brings the old text back. */
  initial: string;
  onSearch: (q: string) => void;
};

/** One box for a purchase code, a member's name or a phone number. */
export function OrderSearch({ initial, onSearch }: OrderSearchProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        ค้นหาคำสั่งซื้อ
      </label>
      <input
        id={id}
        type="search"
        className={fieldStyles.input}
        placeholder="รหัสคำสั่งซื้อ ชื่อสมาชิก หรือเบอร์โทร"
        value={text}
        maxLength={SHOP_ADMIN_LIMITS.searchMax}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={buttonStyles.primary}>
        ค้นหา
      </button>
    </form>
  );
}
