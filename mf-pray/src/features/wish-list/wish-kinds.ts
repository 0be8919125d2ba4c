import { PRAY_CATEGORIES, type PrayCategory } from '@chokdee/shared-contract/schemas/pray';

/** What each kind of wish is for, as the prayer wish list page explains it to a member. */
export const WISH_KIND_NOTES: Record<PrayCategory, string> = {
  fortune: 'ขอโชคลาภ ขอให้ค้าขายรุ่งเรือง มีเงินทองไหลมาเทมา',
  health: 'ขอให้หายจากโรคภัย ร่างกายแข็งแรง ให้กำลังใจผู้ป่วยและครอบครัว',
  family: 'ขอให้ครอบครัวอบอุ่น พ่อแม่ลูกอยู่พร้อมหน้า บ้านร่มเย็นเป็นสุข',
  career: 'ขอให้ได้งานที่ดี เลื่อนตำแหน่ง กิจการมั่นคง',
  study: 'ขอให้สอบผ่าน สอบติด เรียนจบตามที่ตั้งใจ',
  love: 'ขอให้สมหวังในความรัก คู่ครองซื่อสัตย์ รักกันยืนยาว',
  merit: 'ร่วมทำบุญ สร้างกุศล อุทิศส่วนบุญให้ผู้ล่วงลับ',
};

export const WISH_KINDS = PRAY_CATEGORIES.map((id) => ({ id, note: WISH_KIND_NOTES[id] }));

/** How a wish goes from a member's heart to the list, in the order it happens. */
export const WISH_STEPS = [
  'เขียนคำขอพร เล่าเรื่องราว และใส่รูปภาพ บันทึกเป็นฉบับร่างได้ทุกขั้นตอน',
  'ทีมงานตรวจสอบเนื้อหาก่อนเผยแพร่ เพื่อให้ทุกคำขอพรสุภาพและเป็นมงคล',
  'สมาชิกร่วมอธิษฐานได้คนละหนึ่งครั้งต่อคำขอพร และติดตามข่าวคราวจากเจ้าของคำขอพร',
] as const;
