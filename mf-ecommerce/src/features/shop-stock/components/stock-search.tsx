import { SHOP_STOCK_LIMITS } from '@chokdee/shared-contract/schemas/shop-stock';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { fieldStyles } from '@chokdee/shared-kernel/ui/text-field';
import { useId, useState, type FormEvent } from 'react';
import styles from './shop-stock.module.css';

export type StockSearchProps = {
  /** The search the URL holds; the parent keys this form by it, so Back brings the old text back. */
  initial: string;
  onSearch: (q: string) => void;
};

/** One box for words in a product's name, its code or a variant's name. */
export function StockSearch({ initial, onSearch }: StockSearchProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        ค้นหาสินค้า
      </label>
      <input
        id={id}
        type="search"
        className={fieldStyles.input}
        placeholder="ชื่อสินค้า รหัสสินค้า หรือชื่อตัวเลือก"
        value={text}
        maxLength={SHOP_STOCK_LIMITS.searchMax}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={buttonStyles.primary}>
        ค้นหา
      </button>
    </form>
  );
}
