import { useId, useState, type FormEvent } from 'react';
import { MAX_GROUP_QUANTITY } from '@chokdee/shared-contract/validation/cart-limits';
import styles from './random-pick.module.css';

export type RandomPickProps = {
  /** Resolves true when the random tickets were reserved. */
  onPick: (quantity: number) => Promise<boolean>;
};

const QUANTITIES = Array.from({ length: MAX_GROUP_QUANTITY }, (_, i) => i + 1);

/** 'สุ่มเลข' for stores with enable_random_number: N tickets of different numbers (items-group). */
export function RandomPick({ onPick }: RandomPickProps) {
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const selectId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      if (await onPick(quantity)) setOpen(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.random}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        สุ่มเลข
      </button>
      {open && (
        <form id={panelId} className={styles.panel} onSubmit={submit}>
          <label htmlFor={selectId} className={styles.label}>
            จำนวนใบที่ต้องการสุ่ม
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={quantity}
            onChange={(event) => setQuantity(Number(event.target.value))}
          >
            {QUANTITIES.map((n) => (
              <option key={n} value={n}>
                {n} ใบ
              </option>
            ))}
          </select>
          <p className={styles.note}>ระบบจะสุ่มเลขที่ไม่ซ้ำกัน และแทนที่สินค้าเดิมในตะกร้า</p>
          <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
            {busy ? 'กำลังสุ่ม…' : 'สุ่มเลขลงตะกร้า'}
          </button>
        </form>
      )}
    </div>
  );
}
