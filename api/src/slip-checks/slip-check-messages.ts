/** The Thai texts of the slip reuse check, as the member reads them. */
export const SLIP_CHECK_MESSAGES = {
  slipUsedElsewhere: 'สลิปนี้เคยใช้ชำระคำสั่งซื้ออื่นแล้ว กรุณาแนบสลิปการโอนของคำสั่งซื้อนี้ หากโอนเงินซ้ำ กรุณาติดต่อฝ่ายบริการ',
} as const;
