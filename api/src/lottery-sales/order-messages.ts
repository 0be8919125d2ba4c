import { SLIP_MAX_PIXELS, SLIP_PDF_MAX_PAGES, type OrderStatus } from '@chokdee/shared-kernel/schemas/order';

/** Every Thai text the order, slip and dealer calls answer with (clients match some of them). */
export const ORDER_MESSAGES = {
  cartNotFound: 'ไม่พบตะกร้าสินค้า',
  cartExpired: 'ตะกร้าหมดเวลาแล้ว',
  cartClosed: 'ตะกร้าสินค้านี้ถูกปิดแล้ว',
  cartEmpty: 'ไม่มีสลากในตะกร้าสินค้า',
  memberNameRequired: 'กรุณากรอกชื่อ',
  addressRequired: 'กรุณาเลือกที่อยู่',
  orderNotFound: 'ไม่พบคำสั่งซื้อ',
  badStatusFilter: 'สถานะคำสั่งซื้อไม่ถูกต้อง',
  paymentTimedOut: 'หมดเวลาชำระเงินแล้ว',
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
  slipNotFound: 'ไม่พบไฟล์สลิป',
  slipNotAwaited: 'คำสั่งซื้อนี้ไม่ได้รอการชำระเงิน',
  ticketsLost: 'สลากในคำสั่งซื้อนี้ไม่ได้ถูกจองไว้แล้ว',
  notCancellable: 'ยกเลิกได้เฉพาะคำสั่งซื้อที่ยังไม่ได้ชำระเงิน',
  notAwaitingDecision: 'คำสั่งซื้อนี้ไม่ได้รอตรวจสอบสลิป',
  dealersOnly: 'สำหรับผู้ค้าเท่านั้น',
  storeNotFound: 'ไม่พบร้านค้า',
} as const;

/** Why a status change is refused, by the status the order reads now. */
export const STATUS_REFUSALS: Record<OrderStatus, string> = {
  reserved: ORDER_MESSAGES.slipNotAwaited,
  purchasing: 'คำสั่งซื้อนี้กำลังดำเนินการ',
  ordered: 'คำสั่งซื้อนี้สำเร็จแล้ว',
  timeout: ORDER_MESSAGES.paymentTimedOut,
  cancelled: 'คำสั่งซื้อนี้ถูกยกเลิกแล้ว',
  slip_uploaded: 'อัพโหลดสลิปแล้ว กรุณารอผู้ค้าตรวจสอบ',
};
