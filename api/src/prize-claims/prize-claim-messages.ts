/** Every Thai text the prize-claims API answers or tells a member, in one place. */
export const PRIZE_CLAIM_MESSAGES = {
  notAWinner: 'ไม่พบสลากที่ถูกรางวัลใบนี้ในตู้เซฟของคุณ',
  claimNotFound: 'ไม่พบคำขอขึ้นเงินรางวัล',
  alreadyClaimed: 'สลากใบนี้ส่งคำขอขึ้นเงินรางวัลไปแล้ว',
  noBankAccount: 'กรุณาเพิ่มบัญชีธนาคารก่อนขอขึ้นเงินรางวัล ที่หน้า /members/bank-account',
  accountNameMismatch: 'ชื่อบัญชีธนาคารไม่ตรงกับชื่อ-นามสกุลของสมาชิก กรุณาแก้ไขบัญชีที่หน้า /members/bank-account',
  windowClosed: 'เลยกำหนดขึ้นเงินรางวัลแล้ว (ต้องขึ้นเงินภายใน 2 ปีนับจากวันออกรางวัล)',
  stepMoved: 'สถานะคำขอเปลี่ยนไปแล้ว กรุณาโหลดรายการใหม่',
  checkingOnlyFromRequested: 'ตรวจสอบสลากได้เฉพาะคำขอที่ยังไม่เริ่มตรวจสอบ',
  handOverOnlyInPerson: 'ส่งมอบสลากได้เฉพาะคำขอขึ้นเงินด้วยตนเองที่ตรวจสอบแล้ว',
  refuseOnlyOpen: 'ไม่อนุมัติได้เฉพาะคำขอที่ยังไม่จ่ายเงินหรือส่งมอบ',
  payoutOnlyTransfer: 'แนบสลิปโอนเงินได้เฉพาะคำขอโอนเงินที่ตรวจสอบแล้ว',
  payoutSlipNotFound: 'ไม่พบสลิปการโอนเงินรางวัล',
  receiptNotReady: 'ใบรับเงินรางวัลออกได้เมื่อโอนเงินหรือส่งมอบสลากแล้ว',
} as const;

/** The notice title of each step, naming the ticket. */
export const PRIZE_CLAIM_NOTICE_TITLES = {
  requested: (number: string) => `ส่งคำขอขึ้นเงินรางวัลสลาก ${number} แล้ว`,
  checking: (number: string) => `ร้านกำลังตรวจสอบสลาก ${number}`,
  paid: (number: string) => `โอนเงินรางวัลสลาก ${number} แล้ว`,
  handed_over: (number: string) => `ร้านส่งมอบสลาก ${number} แล้ว`,
  refused: (number: string) => `คำขอขึ้นเงินรางวัลสลาก ${number} ไม่ได้รับอนุมัติ`,
} as const;

/** CSV headers of the back offices' export. */
export const PRIZE_CLAIM_CSV_HEADER = [
  'รหัสคำขอ',
  'วันที่ขอ',
  'งวดวันที่',
  'หมายเลขสลาก',
  'ชุดที่',
  'ชื่อสมาชิก',
  'เบอร์โทรศัพท์',
  'วิธีรับเงิน',
  'สถานะ',
  'เงินรางวัล (บาท)',
  'อากรแสตมป์ (บาท)',
  'ค่าบริการ (บาท)',
  'ยอดสุทธิ (บาท)',
  'ธนาคาร',
  'เลขที่บัญชี',
  'ชื่อบัญชี',
  'วันที่จ่าย/ส่งมอบ',
  'เหตุผลที่ไม่อนุมัติ',
] as const;
