import { claimTruckSale } from '../../../api/truck';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { appPaths } from '@chokdee/shared-contract/app-paths';
import { formatThaiDate } from '@chokdee/shared-contract/format/date';
import { formatBaht } from '@chokdee/shared-contract/format/number';
import { ClaimCodeSchema, formatClaimCode, type TruckClaim } from '@chokdee/shared-contract/schemas/truck';
import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { TextField } from '@chokdee/shared-kernel/ui/text-field';
import { useState, type FormEvent } from 'react';
import pos from '../../../components/pos.module.css';

/** A member moves a truck receipt's tickets into their safe with its claim code (once). */
export function ClaimTickets({ initialCode }: { initialCode: string }) {
  const [code, setCode] = useState(initialCode ? formatClaimCode(initialCode.toUpperCase()) : '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [claim, setClaim] = useState<TruckClaim | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ClaimCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'รหัสรับสลากไม่ถูกต้อง');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setClaim(await claimTruckSale({ code: parsed.data }));
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.error.message : 'รับสลากไม่สำเร็จ กรุณาลองใหม่');
    } finally {
      setBusy(false);
    }
  }

  if (claim)
    return (
      <section className={pos.card} aria-labelledby="claim-done">
        <h1 id="claim-done" className={pos.title}>
          เก็บสลากเข้าตู้เซฟแล้ว
        </h1>
        <p className={pos.muted}>
          {claim.store_name} · งวดวันที่ {formatThaiDate(claim.draw_date)} · {claim.tickets.length} ใบ ·{' '}
          {formatBaht(claim.total_amount)}
        </p>
        <ul className={pos.list}>
          {claim.tickets.map((t) => (
            <li key={t.ticket_id} className={pos.number}>
              {t.number}
            </li>
          ))}
        </ul>
        <AppLink href={appPaths.safe.getHref()} className={`${buttonStyles.primary} ${buttonStyles.block}`}>
          ไปที่ตู้เซฟ
        </AppLink>
      </section>
    );

  return (
    <form className={pos.card} onSubmit={submit} noValidate aria-labelledby="claim-title">
      <h1 id="claim-title" className={pos.title}>
        รับสลากจากรถขายสลาก
      </h1>
      <p className={pos.muted}>กรอกรหัสรับสลากบนใบเสร็จ สลากจะเข้าตู้เซฟของคุณ และนับในกิจกรรมกับประวัติถูกรางวัล</p>
      {error && (
        <p className={pos.error} role="alert">
          {error}
        </p>
      )}
      <TextField
        label="รหัสรับสลาก"
        name="code"
        required
        autoCapitalize="characters"
        autoComplete="off"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        placeholder="XXXXX-XXXXX"
      />
      <button type="submit" className={`${buttonStyles.primary} ${buttonStyles.block}`} disabled={busy}>
        {busy ? 'กำลังรับสลาก…' : 'รับสลากเข้าตู้เซฟ'}
      </button>
    </form>
  );
}
