/** The Thai texts of the store calls, so tests and clients match the same words. */
export const STORE_MESSAGES = {
  notFound: 'ไม่พบร้านค้า',
  storeRequired: 'กรุณาระบุรหัสร้านค้า',
  tooManyStockStreams: 'เปิดหน้าร้านค้าพร้อมกันหลายหน้าเกินไป กรุณาปิดบางหน้าแล้วลองใหม่',
} as const;
