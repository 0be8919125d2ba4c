import { formatPhone } from '@chokdee/shared-contract/format/phone';
import { FormAlert } from '../../../components/form-alert';
import type { OtpSendState } from '../hooks/use-otp-sender';
import styles from './otp-send-status.module.css';

export type OtpSendStatusProps = {
  state: OtpSendState;
  tel: string;
};

/**
 * Where the code went, with the short reference the SMS also shows (never the ref the API needs,
 * which is a long random string), or why sending failed.
 */
export function OtpSendStatus({ state, tel }: OtpSendStatusProps) {
  if (state.status === 'sent') {
    return (
      <FormAlert tone="info">
        ส่งรหัส OTP ไปที่ {formatPhone(tel)} แล้ว{' '}
        <span className={styles.reference}>(รหัสอ้างอิง: {state.result.display_ref})</span>
      </FormAlert>
    );
  }
  return state.status === 'error' ? <FormAlert>{state.message}</FormAlert> : null;
}
