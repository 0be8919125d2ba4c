import { useState, type FormEvent } from 'react';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import type { AdminRemote } from '@chokdee/shared-contract/schemas/catalog-admin';
import { ScheduleBodySchema } from '@chokdee/shared-contract/schemas/catalog-admin';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { saveSchedule } from './admin-api';
import { BangkokDateTimeField } from './bangkok-date-time-field';
import { bangkokInputToIso, isoToBangkokInput } from './bangkok-input';
import styles from './admin-console.module.css';

export interface ScheduleDialogProps {
  remote: AdminRemote;
  onClose: () => void;
  onSaved: () => void;
}

const preview = (value: string) => {
  const iso = bangkokInputToIso(value);
  return iso ? `${formatThaiDateTime(iso)} น. (เวลากรุงเทพฯ)` : 'ไม่กำหนด';
};

/** The campaign window: live from "เปิด" until "ปิด", Bangkok time; either end may stay open. */
export function ScheduleDialog({ remote, onClose, onSaved }: ScheduleDialogProps) {
  const [from, setFrom] = useState(isoToBangkokInput(remote.campaign_starts_at));
  const [until, setUntil] = useState(isoToBangkokInput(remote.campaign_ends_at));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { enabled_from: bangkokInputToIso(from), enabled_until: bangkokInputToIso(until) };
    const parsed = ScheduleBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'ข้อมูลไม่ถูกต้อง');
      return;
    }
    setBusy(true);
    try {
      await saveSchedule(remote.name, parsed.data);
      onSaved();
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog title={`ตั้งเวลาเปิด–ปิด${remote.display_name}`} onClose={onClose}>
      <form onSubmit={submit} noValidate className={styles.dialogForm}>
        <BangkokDateTimeField label="เปิดตั้งแต่" value={from} onChange={setFrom} hint={preview(from)} />
        <BangkokDateTimeField
          label="ปิดเมื่อ"
          value={until}
          onChange={setUntil}
          hint={preview(until)}
          error={error ?? undefined}
        />
        <div className={buttons.row}>
          <button type="button" className={buttons.flat} onClick={onClose}>
            ยกเลิก
          </button>
          <button type="submit" className={buttons.primary} disabled={busy}>
            บันทึกเวลา
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
