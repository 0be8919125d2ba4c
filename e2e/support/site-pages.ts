// Every page of the site a visitor can open, for the accessibility scan and the screenshots.
// `ready` is text the page shows once its data has arrived.
export interface SitePage {
  name: string;
  path: string;
  ready: RegExp;
  /** Needs a logged-in member. */
  member?: boolean;
}

export const PUBLIC_PAGES: SitePage[] = [
  { name: 'home', path: '/', ready: /รางวัลที่ 1/ },
  { name: 'category', path: `/${encodeURIComponent('ความรู้')}`, ready: /ความรู้/ },
  { name: 'about', path: '/about', ready: /เกี่ยวกับ/ },
  { name: 'policy', path: '/policy', ready: /ข้อกำหนด/ },
  { name: 'policy-cookie', path: '/policy-cookie', ready: /คุกกี้/ },
  { name: 'policy-privacy', path: '/policy-privacy', ready: /ความเป็นส่วนตัว/ },
  { name: 'services', path: '/บริการของเรา', ready: /บริการ/ },
  { name: 'fortune-services', path: '/บริการดูดวง', ready: /ดวง/ },
  { name: 'lottery-services', path: '/บริการลอตเตอรี่', ready: /ลอตเตอรี่/ },
  { name: 'food-truck-services', path: '/บริการฟู้ดทรัค', ready: /ฟู้ดทรัค/ },
  { name: 'first-prize-journey', path: '/เส้นทางสู่รางวัลที่1', ready: /รางวัลที่ 1/ },
  { name: 'first-prize-journey-2', path: '/เส้นทางสู่รางวัลที่1/ตอนที่2', ready: /รางวัลที่ 1/ },
  { name: 'intro-video', path: '/วิดีโอแนะนำ', ready: /วิดีโอ/ },
  { name: 'social', path: '/แชร์ความสุข', ready: /แชร์/ },
  { name: 'articles', path: '/articles', ready: /บทความ/ },
  { name: 'article-categories', path: '/articles/categories', ready: /หมวด/ },
  { name: 'complain', path: '/complain', ready: /ร้องเรียน/ },
  { name: 'menu-link', path: '/menu-link', ready: /เมนู/ },
  { name: 'index-old', path: '/index_old', ready: /โชคดี/ },
  { name: 'test', path: '/test', ready: /API/ },
  { name: 'worldcup2022', path: '/worldcup2022', ready: /ลุ้นบอลโลก 2022/ },
  { name: 'check-lottery', path: '/check-lottery', ready: /รางวัลที่ 1/ },
  { name: 'draw-data', path: '/ข้อมูลลอตเตอรี่ในระบบ', ready: /พ.ศ. 2569/ },
  { name: 'thai-check-lottery', path: '/ตรวจลอตเตอรี่', ready: /รางวัลที่ 1/ },
  { name: 'dealers', path: '/dealers', ready: /ร้าน/ },
  { name: 'dealer-store', path: '/dealers/somchai-lucky', ready: /สมชาย/ },
  { name: 'search-results', path: '/lotteries/search-results?number=__12__', ready: /ร้าน|ไม่พบ|เลข/ },
  { name: 'legacy-dealer-shop', path: '/deprecated/dealers/CD1001/store', ready: /สินค้า|ร้าน/ },
  { name: 'dealer-login', path: '/dealer/login', ready: /เข้าสู่ระบบร้านค้า/ },
  { name: 'rewards', path: '/rewards', ready: /รางวัล/ },
  { name: 'members-login', path: '/members/login', ready: /เข้าสู่ระบบ/ },
  { name: 'members-register', path: '/members/register', ready: /สมัคร/ },
  { name: 'not-found', path: '/no/such/page', ready: /404/ },
];

export const MEMBER_PAGES: SitePage[] = [
  { name: 'members-profile', path: '/members/profile', ready: /ข้อมูล/, member: true },
  { name: 'members-bank-account', path: '/members/bank-account', ready: /บัญชี/, member: true },
  { name: 'members-orders', path: '/members/orders', ready: /ชำระ/, member: true },
  { name: 'members-order-history', path: '/members/order-history', ready: /สั่งซื้อ/, member: true },
  { name: 'members-safe', path: '/members/safe', ready: /ตู้เซฟ|เซฟ/, member: true },
  { name: 'members-win-history', path: '/members/win-history', ready: /รางวัล/, member: true },
  { name: 'members-dealers', path: '/members/dealers', ready: /ร้าน/, member: true },
  { name: 'members-redeem', path: '/members/redeem', ready: /แลก/, member: true },
];
