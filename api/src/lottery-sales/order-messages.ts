import type { OrderStatus } from '@chokdee/shared-contract/schemas/order';
import { SLIP_MESSAGES } from '#api/payments/slip-messages';

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
  // The slip's own texts are payments' (the order answers them as its own).
  ...SLIP_MESSAGES,
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
