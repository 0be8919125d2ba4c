/** Answers of the release calls (Thai, with English for the scripts' logs). */
export const RELEASE_MESSAGES = {
  remoteNotFound: 'ไม่พบรีโมตที่ระบุ',
  versionNotFound: 'ไม่พบเวอร์ชันที่ระบุของรีโมตนี้',
  noPreviousVersion: 'ไม่มีเวอร์ชันก่อนหน้าให้ย้อนกลับ (no previous version to roll back to)',
  noCanary: 'รีโมตนี้ไม่มีเวอร์ชันทดลอง (canary) อยู่ (no canary to promote or roll back)',
  canaryIsLive: 'เวอร์ชันนี้ใช้งานจริงอยู่แล้ว เป็นเวอร์ชันทดลองไม่ได้ (that version is already live)',
  reportsThrottled: 'ส่งรายงานบ่อยเกินไป กรุณารอสักครู่',
  unknownVersion: 'ไม่พบรีโมตหรือเวอร์ชันที่รายงาน',
} as const;
