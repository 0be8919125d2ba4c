/** The LINE notices' Thai texts: refusals of the API and what the pushed message says. */
export const LINE_MESSAGING_MESSAGES = {
  disabled: 'ขณะนี้ยังไม่เปิดให้เชื่อมต่อการแจ้งเตือนผ่าน LINE กรุณาลองใหม่ภายหลัง',
  stateInvalid: 'การเชื่อมต่อ LINE หมดอายุหรือไม่ถูกต้อง กรุณากดเชื่อมต่อใหม่อีกครั้ง',
  otherBrowser: 'การเชื่อมต่อ LINE นี้ไม่ได้เริ่มจากเบราว์เซอร์นี้ กรุณากดเชื่อมต่อใหม่อีกครั้ง',
  lineFailed: 'LINE ไม่อนุญาตการเชื่อมต่อ กรุณาลองใหม่อีกครั้ง',
  lineUnavailable: 'ติดต่อ LINE ไม่ได้ในขณะนี้ กรุณาลองใหม่ภายหลัง',
  linkedToOther: 'บัญชี LINE นี้เชื่อมต่อกับสมาชิกคนอื่นอยู่แล้ว กรุณาใช้บัญชี LINE อื่น',
  memberHasOtherLine: 'บัญชีของคุณเชื่อมต่อกับบัญชี LINE อื่นอยู่แล้ว กรุณาเข้าสู่ระบบ LINE ด้วยบัญชีเดิม',
  badSignature: 'ลายเซ็นของคำขอไม่ถูกต้อง',
  badWebhookBody: 'ข้อมูลจาก LINE ไม่ถูกต้อง',
  /** The pushed message. */
  altTextPrefix: 'โชคดี',
  openSafe: 'ดูตู้เซฟ',
  openNotice: 'ดูรายละเอียด',
} as const;
