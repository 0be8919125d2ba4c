/** Answers of the release calls: staff read them in the console, so Thai, saying what to do. */
export const RELEASE_MESSAGES = {
  remoteNotFound: 'ไม่พบส่วนนี้ของเว็บไซต์ อาจถูกลบไปแล้ว กรุณาโหลดหน้านี้ใหม่',
  versionNotFound: 'ไม่พบเวอร์ชันที่ระบุ กรุณาโหลดหน้านี้ใหม่แล้วเลือกอีกครั้ง',
  noPreviousVersion: 'ย้อนกลับไม่ได้ เพราะยังไม่มีเวอร์ชันก่อนหน้าเวอร์ชันที่ใช้งานอยู่',
  noCanary: 'ไม่มีเวอร์ชันทดลองอยู่แล้ว กรุณาโหลดหน้านี้ใหม่เพื่อดูสถานะล่าสุด',
  /** The reason (versions, Thai and English for the deploy log) is the error's `requires` field. */
  incompatible: 'เวอร์ชันนี้ใช้กับหน้าเว็บที่เปิดให้บริการอยู่ไม่ได้ กรุณาแจ้งทีมพัฒนาให้สร้างเวอร์ชันใหม่',
  /** Which role and which remote holds it are the error's `routes` field. */
  roleTaken: 'เวอร์ชันนี้ประกาศหน้าที่ของเว็บไซต์ซ้ำกับส่วนอื่นที่ใช้งานอยู่ กรุณาแจ้งทีมพัฒนาให้แก้ catalog.json',
  canaryIsLive: 'เวอร์ชันนี้ใช้งานจริงอยู่แล้ว กรุณาเลือกเวอร์ชันอื่นเพื่อทดลอง',
  reportsThrottled: 'ส่งรายงานบ่อยเกินไป กรุณารอสักครู่',
  unknownVersion: 'ไม่พบรีโมตหรือเวอร์ชันที่รายงาน',
} as const;
