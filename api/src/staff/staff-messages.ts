/** What staff read from the console's calls. */
export const STAFF_MESSAGES = {
  badCredentials: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  loginThrottled: 'เข้าสู่ระบบผิดหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่',
  sessionRequired: 'กรุณาเข้าสู่ระบบเจ้าหน้าที่',
} as const;
