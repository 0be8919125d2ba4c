import { SLIP_MAX_PIXELS, SLIP_PDF_MAX_PAGES } from '@chokdee/shared-contract/schemas/order';

/**
 * The Thai texts of receiving a payment slip (the file, its form, its channel). Payments own them:
 * the lottery order and the shop purchase both take slips, and answer these as their own.
 */
export const SLIP_MESSAGES = {
  slipBadType: 'ไฟล์ต้องเป็นรูปภาพ JPEG, PNG, WebP หรือ PDF',
  slipTooLarge: 'ไฟล์ต้องมีขนาดไม่เกิน 5 MB',
  slipUnreadable: 'อ่านรูปสลิปไม่ได้ ไฟล์อาจเสียหรือไม่ใช่รูปภาพจริง กรุณาบันทึกสลิปใหม่แล้วส่งอีกครั้ง',
  slipTooManyPixels: `รูปสลิปมีขนาดใหญ่เกินไป (เกิน ${SLIP_MAX_PIXELS / 1_000_000} ล้านพิกเซล) กรุณาส่งรูปที่เล็กลง`,
  slipPdfActive: 'ไฟล์ PDF นี้มีสคริปต์ คำสั่งอัตโนมัติ หรือไฟล์แนบอยู่ข้างใน จึงรับไม่ได้ กรุณาส่งสลิปเป็นรูปภาพ',
  slipPdfUnreadable: `อ่านไฟล์ PDF นี้ไม่ได้ (ไฟล์เสีย มีรหัสผ่าน หรือมีเกิน ${SLIP_PDF_MAX_PAGES} หน้า) กรุณาส่งสลิปเป็นรูปภาพ`,
  slipRequired: 'กรุณาแนบไฟล์สลิป',
  slipOneFile: 'แนบไฟล์สลิปได้ครั้งละ 1 ไฟล์',
  slipNotMultipart: 'กรุณาส่งไฟล์สลิปแบบ multipart/form-data',
  slipBadForm: 'ข้อมูลที่ส่งมากับสลิปไม่ถูกต้อง',
  slipBadChannel: 'ช่องทางการชำระเงินไม่ถูกต้อง',
} as const;
