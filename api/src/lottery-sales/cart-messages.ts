import { MAX_CART_TICKETS } from '@chokdee/shared-contract/schemas/lottery-cart';

/** Every Thai text the cart calls answer with, so tests and clients match the same words. */
export const CART_MESSAGES = {
  storeRequired: 'กรุณาระบุร้านค้า',
  storeNotFound: 'ไม่พบร้านค้า',
  cartNotFound: 'ไม่พบตะกร้าสินค้า',
  cartExpired: 'ตะกร้าหมดเวลาแล้ว',
  saleClosed: 'ขณะนี้ปิดการขาย',
  storeClosed: 'ร้านค้าปิดอยู่',
  storeSoldOut: 'ร้านค้าขายหมดแล้ว',
  notEnough: 'เลขนี้มีไม่พอ',
  notEnoughRandom: 'มีเลขให้สุ่มไม่พอ',
  randomDisabled: 'ร้านค้านี้ไม่เปิดให้สุ่มเลข',
  cartFull: `ตะกร้าหนึ่งใบมีสลากได้ไม่เกิน ${MAX_CART_TICKETS} ใบ`,
} as const;

/** The field message beside a 409: how many tickets are still free. */
export function freeLeftMessage(free: number): string {
  return free > 0 ? `เหลือ ${free} ใบ` : 'ไม่มีสลากเหลือ';
}
