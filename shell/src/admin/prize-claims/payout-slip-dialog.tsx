import type { DealerPrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { useEffect, useState } from 'react';
import { fetchPayoutSlip } from './prize-claims-api';
import styles from './prize-claims.module.css';

type Slip = { status: 'loading' } | { status: 'failed' } | { status: 'shown'; url: string; pdf: boolean };

/** The slip a claim was paid with, read with the staff token (a plain `<img>` carries none). */
export function PayoutSlipDialog({ claim, onClose }: { claim: DealerPrizeClaim; onClose: () => void }) {
  const [slip, setSlip] = useState<Slip>({ status: 'loading' });
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    fetchPayoutSlip(claim.id, controller.signal).then(
      (blob) => {
        made = URL.createObjectURL(blob);
        setSlip({ status: 'shown', url: made, pdf: blob.type === 'application/pdf' });
      },
      () => {
        if (!controller.signal.aborted) setSlip({ status: 'failed' });
      },
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [claim.id, tick]);

  return (
    <ModalDialog title={`สลิปการโอนเงิน ${claim.code}`} onClose={onClose} width={560}>
      {slip.status === 'loading' && <LoadingState label="กำลังโหลดสลิป" />}
      {slip.status === 'failed' && (
        <RequestError
          title="โหลดสลิปไม่สำเร็จ"
          onRetry={() => {
            setSlip({ status: 'loading' });
            setTick((n) => n + 1);
          }}
          compact
        />
      )}
      {slip.status === 'shown' &&
        (slip.pdf ? (
          <a href={slip.url} target="_blank" rel="noreferrer">
            เปิดสลิป (PDF)
          </a>
        ) : (
          <img className={styles.slip} src={slip.url} alt={`สลิปการโอนเงินของคำขอ ${claim.code}`} />
        ))}
    </ModalDialog>
  );
}
