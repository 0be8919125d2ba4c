import type { DealerTruckOperator } from '@chokdee/shared-contract/schemas/truck';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { useState } from 'react';
import styles from './staff-dialog.module.css';

/**
 * The password the API made, shown this once: the API keeps only its hash, so closing the dialog
 * is the last time anyone can read it.
 */
export function GeneratedPasswordDialog({
  operator,
  password,
  onClose,
}: {
  operator: DealerTruckOperator;
  password: string;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the password stays on screen to copy by hand.
      setCopied(false);
    }
  }

  return (
    <ModalDialog
      title="รหัสผ่านใหม่"
      width={440}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={() => void copy()}>
            {copied ? 'คัดลอกแล้ว' : 'คัดลอกรหัสผ่าน'}
          </button>
          <button type="button" className={buttonStyles.primary} onClick={onClose} data-autofocus>
            เสร็จสิ้น
          </button>
        </>
      }
    >
      <div className={styles.form}>
        <p className={styles.intro}>
          รหัสผ่านใหม่ของ {operator.name} ({operator.username})
        </p>
        <output className={styles.password} aria-label="รหัสผ่านใหม่">
          {password}
        </output>
        <p className={styles.warning} role="note">
          รหัสผ่านนี้แสดงเพียงครั้งเดียว กรุณาจดหรือคัดลอกให้พนักงานก่อนปิดหน้าต่างนี้
        </p>
      </div>
    </ModalDialog>
  );
}
