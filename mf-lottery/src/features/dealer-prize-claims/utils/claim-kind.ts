import type { PrizeClaimKind } from '@chokdee/shared-contract/schemas/prize-claim';

/** How the member is paid: by the store's transfer, or at the GLO with the paper ticket. */
export const CLAIM_KIND_LABELS: Record<PrizeClaimKind, string> = {
  transfer: 'โอนเงิน',
  in_person: 'ขึ้นเงินด้วยตนเองที่ สลากฯ',
};
