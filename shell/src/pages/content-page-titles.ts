import type { ContentPageSlug } from '@chokdee/shared-contract/schemas/content';

/**
 * Each fixed page's name, shown as its <title> while its text loads and as its heading if the
 * text cannot be loaded. The API's title replaces it once the page arrives.
 */
export const CONTENT_PAGE_TITLES: Record<ContentPageSlug, string> = {
  about: 'เกี่ยวกับเรา',
  policy: 'นโยบายและข้อกำหนดการใช้งาน',
  'policy-cookie': 'นโยบายคุกกี้',
  'policy-privacy': 'นโยบายความเป็นส่วนตัว',
  'our-services': 'บริการของเรา',
  'fortune-telling-services': 'บริการดูดวง',
  'lottery-services': 'บริการลอตเตอรี่',
  'food-truck-services': 'บริการฟู้ดทรัค',
  'first-prize-journey': 'เส้นทางสู่รางวัลที่ 1',
  'first-prize-journey-2': 'เส้นทางสู่รางวัลที่ 1 ตอนที่ 2',
  'intro-video': 'วิดีโอแนะนำ',
  'index-old': 'หน้าแรกแบบเดิม',
};
