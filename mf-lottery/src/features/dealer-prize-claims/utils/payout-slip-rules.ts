import type { FileRules } from '@chokdee/shared-contract/rules/file-check';
import { SLIP_MAX_BYTES } from '@chokdee/shared-contract/schemas/order';

/** The store's transfer slip: JPEG, PNG or PDF (the API's payout upload), as large as a payment slip. */
export const PAYOUT_SLIP_RULES: FileRules = {
  types: ['image/jpeg', 'image/png', 'application/pdf'],
  maxBytes: SLIP_MAX_BYTES,
};

export const PAYOUT_SLIP_REQUIRED = 'กรุณาเลือกไฟล์สลิปการโอนเงิน';
