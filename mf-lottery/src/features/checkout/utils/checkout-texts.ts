/** Spec §8 texts of the order submit, kept as the spec spells them. */
export const CHECKOUT_TEXTS = {
  failed: 'ไม่สามารถสั่งซื้่อได้ กรุณาติดต่อผู้ค้าของท่าน',
  success: 'สั่งซื้อสำเร็จ กำลังนำท่านไปสู่หน้าการสั่งซื้อ...',
  nameRequired: 'กรุณากรอกชื่อ',
  priceChanged: 'ราคาสินค้ามีการเปลี่ยนแปลง',
  addressListFailed: 'ไม่สามาถดึงข้อมูลที่อยู่ได้',
  emptyCart: 'ไม่พบสินค้าในตะกร้า',
  timedOut: 'ตะกร้าหมดเวลาแล้ว',
} as const;

/** Spec §9: the order page opens 1 s after a successful order. */
export const ORDER_REDIRECT_DELAY_MS = 1000;
