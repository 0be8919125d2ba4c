import { TextField, type TextFieldProps } from '@chokdee/shared-kernel/ui/text-field';
import { FIELD_LABELS } from '../utils/validators';

export type PhoneFieldProps = Omit<TextFieldProps, 'label' | 'type'>;

/** The member's mobile number (spec §9: 10 digits), the same input on every form that asks for it. */
export function PhoneField(props: PhoneFieldProps) {
  return (
    <TextField
      label={FIELD_LABELS.tel}
      required
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="เช่น 0812345678"
      {...props}
    />
  );
}
