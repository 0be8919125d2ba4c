import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { useClaimFee } from '../hooks/use-claim-fee';
import { ClaimFeeForm } from './claim-fee-form';

export type ClaimFeeSectionProps = { enabled: boolean };

/** The fee form once the store's fee has loaded; a save shows the fee as the API answered it. */
export function ClaimFeeSection({ enabled }: ClaimFeeSectionProps) {
  const fee = useClaimFee(enabled);
  if (fee.status === 'loading') return <LoadingState label="กำลังโหลดค่าบริการ…" />;
  if (fee.status === 'error')
    return <RequestError title="โหลดค่าบริการไม่สำเร็จ" detail={fee.error.message} onRetry={fee.retry} compact />;
  return <ClaimFeeForm fee={fee.data} onSaved={fee.replace} />;
}
