import { searchTruckTickets } from '../../../api/truck';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { formatBaht } from '@chokdee/shared-contract/format/number';
import type { TicketOffer } from '@chokdee/shared-contract/schemas/ticket-search';
import { TicketPatternSchema } from '@chokdee/shared-contract/schemas/ticket-search';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useState, type FormEvent } from 'react';
import { patternOf } from '../../../lib/picks';
import { $picks, pickOffer } from '../../../stores/picks';
import { $truckSession } from '../../../stores/truck-session';
import pos from '../../../components/pos.module.css';
import { DigitPad } from './digit-pad';
import styles from './picker.module.css';

type Result = { pattern: string; offers: TicketOffer[] } | null;

/** Number search in the operator's store (same patterns as the stores) and one tap to pick. */
export function TicketSearch() {
  const session = useStore($truckSession);
  const picks = useStore($picks);
  const [digits, setDigits] = useState('');
  const [fromEnd, setFromEnd] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function search(event: FormEvent) {
    event.preventDefault();
    if (!session) return;
    const pattern = patternOf(digits, fromEnd);
    const parsed = TicketPatternSchema.safeParse(pattern);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'กรุณาระบุเลข');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const found = await searchTruckTickets(session.token, parsed.data);
      setResult({ pattern: parsed.data, offers: found.data });
    } catch (e) {
      const message = e instanceof ApiRequestError ? e.error.message : 'ค้นหาไม่สำเร็จ';
      setError(navigator.onLine === false ? 'ไม่มีสัญญาณ ค้นหาได้เฉพาะเลขที่เคยค้นหาแล้ว เลือกจากผลเดิมได้' : message);
    } finally {
      setBusy(false);
    }
  }

  const picked = (number: string) => picks.find((p) => p.number === number)?.quantity ?? 0;

  return (
    <section className={pos.card} aria-labelledby="truck-search-title">
      <h2 id="truck-search-title" className={pos.title}>
        ค้นหาเลขสลาก
      </h2>
      <form onSubmit={search} className={pos.page}>
        <DigitPad digits={digits} fromEnd={fromEnd} onDigits={setDigits} onFromEnd={setFromEnd} />
        <button type="submit" className={`${buttonStyles.primary} ${buttonStyles.block}`} disabled={busy}>
          {busy ? 'กำลังค้นหา…' : 'ค้นหา'}
        </button>
      </form>
      {error && (
        <p className={pos.error} role="alert">
          {error}
        </p>
      )}
      {result && (
        <div aria-live="polite">
          {result.offers.length === 0 ? (
            <p className={pos.muted}>ไม่พบเลข {result.pattern.replace(/_/g, '-')} ในร้านนี้</p>
          ) : (
            <ul className={`${pos.list} ${styles.results}`} aria-label="ผลการค้นหา" tabIndex={0}>
              {result.offers.map((offer) => {
                const left = offer.available - picked(offer.number);
                return (
                  <li key={offer.number} className={styles.offer}>
                    <span>
                      <span className={pos.number}>{offer.number}</span>
                      <br />
                      <span className={pos.muted}>
                        {formatBaht(offer.price)} · เหลือ {left} ใบ
                      </span>
                    </span>
                    <button
                      type="button"
                      className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                      disabled={left < 1}
                      onClick={() => pickOffer(offer)}
                      aria-label={`เลือกเลข ${offer.number}`}
                    >
                      เลือก
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
