import { ComplaintCodeSchema } from '@chokdee/shared-contract/schemas/complaint-inbox';
import { shellPagePaths } from '@chokdee/shared-contract/app-paths';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { TextField } from '@chokdee/shared-kernel/ui/text-field';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styles from './complaint-status.module.css';

/** "ติดตามเรื่องร้องเรียน": the code the filer was given opens the page of its status and answer. */
export function StatusLookupForm({ initial = '' }: { initial?: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = ComplaintCodeSchema.safeParse(code);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    void navigate(shellPagePaths.complaintStatus.getHref(checked.data));
  }

  return (
    <form className={styles.lookup} onSubmit={submit} noValidate aria-labelledby="complaint-lookup-title">
      <h2 id="complaint-lookup-title" className={styles.lookupTitle}>
        ติดตามเรื่องร้องเรียน
      </h2>
      <TextField
        label="รหัสอ้างอิง"
        name="code"
        autoComplete="off"
        autoCapitalize="characters"
        hint="รหัสที่ได้รับหลังส่งเรื่อง เช่น CP20261121K7Q4M"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          if (error) setError(undefined);
        }}
        error={error}
      />
      <button type="submit" className={`${buttons.secondary} ${styles.lookupButton}`}>
        ดูสถานะ
      </button>
    </form>
  );
}
