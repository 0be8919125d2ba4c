/** The notices' Thai refusals. */
export const NOTICE_MESSAGES = {
  tooManyStreams: 'เปิดหน้าเว็บพร้อมกันหลายหน้าเกินไป กรุณาปิดบางหน้าแล้วลองใหม่',
} as const;
