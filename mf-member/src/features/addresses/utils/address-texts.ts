/** Spec §8 address texts, exactly as written there (the list-failure typo included). */
export const ADDRESS_TEXTS = {
  saveFailed: 'ไม่สามารถบันทึกข้อมูลได้ ',
  listFailed: 'ไม่สามาถดึงข้อมูลที่อยู่ได้',
  updated: 'แก้ไขที่อยู่แล้ว',
  created: 'เพิ่มที่อยู่ใหม่แล้ว',
  confirmUpdate: 'ยืนยันการแก้ไขที่อยู่',
  confirmCreate: 'ยืนยันการเพิ่มที่อยู่ใหม่',
} as const;
