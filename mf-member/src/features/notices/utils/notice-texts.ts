import type { NoticeChannel } from '@chokdee/shared-contract/schemas/notice-preferences';
import type { NoticeKind } from '@chokdee/shared-contract/schemas/notices';

/** Each kind of notice as the member reads it in the switches. */
export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  win: 'ผลรางวัล',
  'slip-confirmed': 'สลิปได้รับการยืนยัน',
  'slip-refused': 'สลิปไม่ผ่านการตรวจสอบ',
  'purchase-shipped': 'จัดส่งสินค้าแล้ว',
  'purchase-cancelled': 'คำสั่งซื้อถูกยกเลิก',
  'reward-shipped': 'จัดส่งของรางวัลแล้ว',
  'pray-approved': 'โครงการขอพรได้รับการอนุมัติ',
  'pray-refused': 'โครงการขอพรไม่ผ่านการพิจารณา',
  'complaint-answered': 'ตอบกลับเรื่องร้องเรียน',
  'prize-claim': 'การขึ้นเงินรางวัล',
};

export const NOTICE_CHANNEL_LABELS: Record<NoticeChannel, string> = {
  line: 'LINE',
  push: 'เบราว์เซอร์',
};

export const NOTICE_TEXTS = {
  title: 'การแจ้งเตือน',
  lead: 'เลือกเรื่องที่ต้องการรับแจ้งในแต่ละช่องทาง ทุกเรื่องจะยังแสดงในรายการแจ้งเตือนบนเว็บไซต์เสมอ',
  connected: 'เชื่อมต่อแล้ว',
  lineNotConnected: 'ยังไม่ได้เชื่อมต่อ LINE',
  connectLine: 'เชื่อมต่อ LINE',
  notOffered: 'ยังไม่เปิดให้บริการ',
  loading: 'กำลังโหลดการตั้งค่าการแจ้งเตือน…',
  saved: 'บันทึกการตั้งค่าแล้ว',
} as const;
