import { TextField, type TextFieldProps } from '@chokdee/shared-kernel/ui/text-field';
import { FIELD_LABELS, OTP_LENGTH } from '../utils/validators';

export type OtpCodeFieldProps = Omit<TextFieldProps, 'label'>;

/** The 6-digit code from the SMS, the same input wherever a form asks for it. */
export function OtpCodeField(props: OtpCodeFieldProps) {
  return (
    <TextField
      label={FIELD_LABELS.code}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      placeholder="000000"
      {...props}
    />
  );
}
