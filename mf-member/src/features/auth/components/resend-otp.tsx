import styles from '../../../components/form.module.css';

export type ResendOtpProps = {
  secondsLeft: number;
  sending: boolean;
  onResend: () => void;
};

/** "Send the code again", disabled with a visible countdown while the API would refuse it. */
export function ResendOtp({ secondsLeft, sending, onResend }: ResendOtpProps) {
  const waiting = secondsLeft > 0;
  return (
    <div className={styles.row}>
      <span aria-live="polite">{waiting ? `ขอรหัสใหม่ได้ในอีก ${secondsLeft} วินาที` : 'ไม่ได้รับรหัส?'}</span>
      <button type="button" className={styles.secondary} onClick={onResend} disabled={waiting || sending}>
        {sending ? 'กำลังส่งรหัส…' : 'ส่งรหัสอีกครั้ง'}
      </button>
    </div>
  );
}
