/**
 * The PromptPay id the shop's purchases are paid to (the platform collects and pays the shops).
 * A demo number; a deploy sets SHOP_PROMPTPAY_ID.
 */
export const SHOP_PROMPTPAY_ID = process.env.SHOP_PROMPTPAY_ID ?? '0812345678';
