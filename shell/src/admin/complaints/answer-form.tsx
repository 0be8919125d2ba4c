import {
  COMPLAINT_INBOX_LIMITS,
  ComplaintAnswerBodySchema,
  type ComplaintDetail,
} from '@chokdee/shared-contract/schemas/complaint-inbox';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '../../complain/choice-fields';
import { answerComplaint } from './complaints-api';
import styles from './complaints.module.css';

export interface AnswerFormProps {
  id: number;
  onAnswered: (detail: ComplaintDetail) => void;
}

/**
 * The staff's answer, which the filer reads by their code (and a member in a notice). Checked
 * here with the contract's schema, then by the API; a refusal keeps the text typed.
 */
export function AnswerForm({ id, onAnswered }: AnswerFormProps) {
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const checked = ComplaintAnswerBodySchema.safeParse({ answer: text });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setSending(true);
    try {
      onAnswered(await answerComplaint(id, checked.data.answer));
    } catch (e) {
      const error = toApiError(e);
      const field = error.errors.find((item) => item.field === 'answer');
      if (field) setFieldError(field.message);
      else setFailure(error.message);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.answerForm} onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        label="คำตอบถึงผู้แจ้ง"
        name="answer"
        required
        rows={5}
        maxLength={COMPLAINT_INBOX_LIMITS.answerMax}
        hint="ผู้แจ้งอ่านคำตอบนี้ได้ด้วยรหัสอ้างอิง สมาชิกที่เข้าสู่ระบบไว้จะได้รับการแจ้งเตือนด้วย"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (fieldError) setFieldError(undefined);
        }}
        error={fieldError}
      />
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <button type="submit" className={buttons.primary} disabled={sending}>
        {sending ? 'กำลังส่งคำตอบ…' : 'ส่งคำตอบ'}
      </button>
    </form>
  );
}
