import { promptPayPayload } from '#api/payments/promptpay-qr';

/** A store can take PromptPay when its id is one PromptPay accepts. */
export function canShowPromptPay(promptpayId: string | null): promptpayId is string {
  return promptpayId !== null && promptPayPayload(promptpayId, 1) !== null;
}
