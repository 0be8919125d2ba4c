import type { BankCode } from '@chokdee/shared-contract/schemas/bank';
import type { NewStoreRow } from '#api/lottery-sales/stores-tables';

/** Every demo dealer logs in with their phone number and this password (see api/README.md). */
export const DEMO_DEALER_PASSWORD = 'chokdee1234';

/** Where the seeded store pictures are served from (`api/public/stores/`). */
export const STORE_IMAGE_PATH = '/static/stores';
const image = (file: string) => `${STORE_IMAGE_PATH}/${file}`;

export interface DemoDealer {
  /** The user's ref: `/dealers/{ref}`, header x-user-ref. */
  ref: string;
  tel: string;
  name: string;
  lastname: string;
  dateOfBirth: string;
  store: Omit<NewStoreRow, 'owner_user_id' | 'id' | 'created_at' | 'updated_at'> & { code: string };
  /** Whole baht per ticket; a store without `big_set` has an incomplete setting (spec §4). */
  prices: { small_set: number; big_set?: number };
  banners: { file: string; status: 'active' | 'inactive' }[];
  /** Percent of the seeded tickets this store gets; 0 = none (closed, sold out, not set up). */
  share: number;
  /**
   * The store's n-th lot of tickets carries number (n × multiplier + offset) mod 1,000,000. The
   * multiplier is odd and not a multiple of 5, so the map is one-to-one: a number is never two
   * lots in the same store, and each store's numbers are spread evenly over 000000–999999.
   */
  numbers: { multiplier: number; offset: number };
}

const GENUINE = 'banner-genuine.svg';
const PROMPTPAY = 'banner-promptpay.svg';
const BIG_SET = 'banner-big-set.svg';
const LUCKY = 'banner-lucky-numbers.svg';

const pixelsOff = {
  facebook_pixel_code: null,
  enable_facebook_pixel_code: false,
  tiktok_pixel_code: null,
  enable_tiktok_pixel_code: false,
  google_analytics_code: null,
  enable_google_analytics_code: false,
} as const;

/**
 * The demo dealers: mostly verified and open, with the odd cases the store pages must handle —
 * pending verification, random numbers, sold out, an incomplete price setting, a closed store.
 * Codes (`CD10xx`) and refs (`name-word`) follow different rules, so a code never reads as a ref.
 */
export const DEMO_DEALERS: readonly DemoDealer[] = [
  {
    ref: 'somchai-lucky',
    tel: '0861000001',
    name: 'สมชาย',
    lastname: 'มีโชค',
    dateOfBirth: '1975-03-14',
    store: {
      code: 'CD1001',
      name: 'ร้านสมชายมีโชค ลอตเตอรี่',
      description:
        'ขายสลากกินแบ่งรัฐบาลของแท้ทุกใบ มีทั้งเลขเดี่ยวและหวยชุด ส่งสลากถึงมือหรือฝากเก็บในตู้เซฟได้ ตอบแชททุกวัน 08:00–22:00 น.',
      cover_name: 'สมชายมีโชค ลอตเตอรี่',
      cover_url: image('somchai-lucky-cover.svg'),
      profile_url: image('somchai-lucky-profile.svg'),
      phone: '0861000001',
      facebook_link: 'https://www.facebook.com/somchai.lucky.lottery',
      line_id: '@somchailucky',
      verify_status: 'approved',
      payment_bank_code: 'KBANK' satisfies BankCode,
      payment_account_number: '0381234567',
      payment_account_name: 'นายสมชาย มีโชค',
      promptpay_id: '0861000001',
      ...pixelsOff,
      facebook_pixel_code: '712345678901234',
      enable_facebook_pixel_code: true,
    },
    prices: { small_set: 100, big_set: 120 },
    banners: [
      { file: GENUINE, status: 'active' },
      { file: BIG_SET, status: 'active' },
      { file: LUCKY, status: 'inactive' },
    ],
    share: 24,
    numbers: { multiplier: 7919, offset: 123_457 },
  },
  {
    ref: 'mali-hengheng',
    tel: '0861000002',
    name: 'มาลี',
    lastname: 'เฮงเฮง',
    dateOfBirth: '1982-08-09',
    store: {
      code: 'CD1002',
      name: 'มาลีเฮงเฮง สลากออนไลน์',
      description: 'ไม่รู้จะเลือกเลขไหน ให้ระบบสุ่มเลขให้ได้เลย ราคาเป็นกันเอง โอนแล้วยืนยันไว',
      cover_name: 'มาลีเฮงเฮง',
      cover_url: image('mali-hengheng-cover.svg'),
      profile_url: image('mali-hengheng-profile.svg'),
      phone: '0861000002',
      facebook_link: 'https://www.facebook.com/malihengheng',
      line_id: '@malihengheng',
      verify_status: 'approved',
      enable_random_number: true,
      payment_bank_code: 'SCB' satisfies BankCode,
      payment_account_number: '4072345678',
      payment_account_name: 'นางสาวมาลี เฮงเฮง',
      promptpay_id: '0861000002',
      ...pixelsOff,
      tiktok_pixel_code: 'CQ8HENGHENG0002',
      enable_tiktok_pixel_code: true,
    },
    prices: { small_set: 90, big_set: 110 },
    banners: [
      { file: LUCKY, status: 'active' },
      { file: PROMPTPAY, status: 'active' },
    ],
    share: 18,
    numbers: { multiplier: 104_729, offset: 987_653 },
  },
  {
    ref: 'prasert-rungrueang',
    tel: '0861000003',
    name: 'ประเสริฐ',
    lastname: 'รุ่งเรือง',
    dateOfBirth: '1968-11-30',
    store: {
      code: 'CD1003',
      name: 'ประเสริฐรุ่งเรือง สลากกินแบ่ง',
      description: 'ร้านเก่าแก่จากตลาดหัวลำโพง ขายมากว่า 20 ปี หวยชุด 5 ใบมีให้เลือกเยอะที่สุด',
      cover_name: 'ประเสริฐรุ่งเรือง',
      cover_url: image('prasert-rungrueang-cover.svg'),
      profile_url: image('prasert-rungrueang-profile.svg'),
      phone: '0861000003',
      facebook_link: null,
      line_id: 'prasert.lottery',
      verify_status: 'approved',
      payment_bank_code: 'KTB' satisfies BankCode,
      payment_account_number: '9820012345',
      payment_account_name: 'นายประเสริฐ รุ่งเรือง',
      promptpay_id: '3100601234567',
      ...pixelsOff,
      google_analytics_code: 'G-PRASERT003',
      enable_google_analytics_code: true,
    },
    prices: { small_set: 100, big_set: 130 },
    banners: [{ file: BIG_SET, status: 'active' }],
    share: 15,
    numbers: { multiplier: 485_863, offset: 5 },
  },
  {
    ref: 'sudarat-chokdee',
    tel: '0861000004',
    name: 'สุดารัตน์',
    lastname: 'โชคดี',
    dateOfBirth: '1990-01-21',
    store: {
      code: 'CD1004',
      name: 'สุดารัตน์ โชคดีมีชัย',
      description: 'สลากแท้ 100% จัดส่งฟรีเมื่อซื้อครบ 5 ใบ รับฝากสลากในตู้เซฟให้ฟรี',
      cover_name: 'โชคดีมีชัย',
      cover_url: image('sudarat-chokdee-cover.svg'),
      profile_url: image('sudarat-chokdee-profile.svg'),
      phone: '0861000004',
      facebook_link: 'https://www.facebook.com/sudarat.chokdee',
      line_id: '@sudaratchokdee',
      verify_status: 'approved',
      payment_bank_code: 'BBL' satisfies BankCode,
      payment_account_number: '1234056789',
      payment_account_name: 'นางสุดารัตน์ โชคดี',
      promptpay_id: null,
      ...pixelsOff,
    },
    prices: { small_set: 95, big_set: 125 },
    banners: [
      { file: GENUINE, status: 'active' },
      { file: PROMPTPAY, status: 'inactive' },
    ],
    share: 12,
    numbers: { multiplier: 452_843, offset: 777 },
  },
  {
    ref: 'wichai-saensuk',
    tel: '0861000005',
    name: 'วิชัย',
    lastname: 'แสนสุข',
    dateOfBirth: '1985-06-02',
    store: {
      code: 'CD1005',
      name: 'วิชัยแสนสุข ลอตเตอรี่',
      description: 'ร้านใหม่ไฟแรง รอการยืนยันตัวตนจากระบบ มีเลขสวยเลขมงคลทุกงวด',
      cover_name: 'วิชัยแสนสุข',
      cover_url: image('wichai-saensuk-cover.svg'),
      profile_url: image('wichai-saensuk-profile.svg'),
      phone: '0861000005',
      facebook_link: null,
      line_id: 'wichai555',
      verify_status: 'pending',
      payment_bank_code: 'BAY' satisfies BankCode,
      payment_account_number: '7771234560',
      payment_account_name: 'นายวิชัย แสนสุข',
      promptpay_id: '0861000005',
      ...pixelsOff,
    },
    prices: { small_set: 110, big_set: 140 },
    banners: [],
    share: 10,
    numbers: { multiplier: 979_687, offset: 31_337 },
  },
  {
    ref: 'nok-khonkaen',
    tel: '0861000006',
    name: 'นก',
    lastname: 'ขอนแก่นทรัพย์',
    dateOfBirth: '1979-12-12',
    store: {
      code: 'CD1006',
      name: 'ร้านนกลอตเตอรี่ ขอนแก่น',
      description: 'ส่งตรงจากขอนแก่น ราคาย่อมเยา สลากทุกใบถ่ายรูปให้ดูก่อนโอน',
      cover_name: 'นกลอตเตอรี่ ขอนแก่น',
      cover_url: image('nok-khonkaen-cover.svg'),
      profile_url: image('nok-khonkaen-profile.svg'),
      phone: '0861000006',
      facebook_link: 'https://www.facebook.com/nok.lottery.khonkaen',
      line_id: null,
      verify_status: 'pending',
      payment_bank_code: 'GSB' satisfies BankCode,
      payment_account_number: '0201234567',
      payment_account_name: 'นางนก ขอนแก่นทรัพย์',
      promptpay_id: '0861000006',
      ...pixelsOff,
    },
    prices: { small_set: 85, big_set: 105 },
    banners: [{ file: LUCKY, status: 'active' }],
    share: 9,
    numbers: { multiplier: 28_121, offset: 4242 },
  },
  {
    ref: 'pim-ngoenthong',
    tel: '0861000007',
    name: 'พิมพ์',
    lastname: 'เงินทอง',
    dateOfBirth: '1993-04-05',
    store: {
      code: 'CD1007',
      name: 'พิมพ์เงินทอง สลากรัฐบาล',
      description: 'เลขท้ายสวย เลขเบิ้ล เลขตอง มีครบ ค้นหาเลขที่ชอบแล้วหยิบใส่ตะกร้าได้เลย',
      cover_name: 'พิมพ์เงินทอง',
      cover_url: image('pim-ngoenthong-cover.svg'),
      profile_url: image('pim-ngoenthong-profile.svg'),
      phone: '0861000007',
      facebook_link: 'https://www.facebook.com/pim.ngoenthong',
      line_id: '@pimngoenthong',
      verify_status: 'approved',
      payment_bank_code: 'TMB' satisfies BankCode,
      payment_account_number: '2345678901',
      payment_account_name: 'นางสาวพิมพ์ เงินทอง',
      promptpay_id: '0861000007',
      ...pixelsOff,
    },
    prices: { small_set: 100, big_set: 115 },
    banners: [
      { file: PROMPTPAY, status: 'active' },
      { file: GENUINE, status: 'active' },
    ],
    share: 12,
    numbers: { multiplier: 949_823, offset: 99_999 },
  },
  {
    ref: 'boonmee-mahalap',
    tel: '0861000008',
    name: 'บุญมี',
    lastname: 'มหาลาภ',
    dateOfBirth: '1970-07-07',
    store: {
      code: 'CD1008',
      name: 'บุญมีมหาลาภ',
      description: 'งวดนี้ขายหมดแล้ว ขอบคุณลูกค้าทุกท่าน พบกันใหม่งวดหน้า',
      cover_name: 'บุญมีมหาลาภ',
      cover_url: image('boonmee-mahalap-cover.svg'),
      profile_url: image('boonmee-mahalap-profile.svg'),
      phone: '0861000008',
      facebook_link: null,
      line_id: '@boonmee',
      verify_status: 'approved',
      is_sold_out: true,
      payment_bank_code: 'KBANK' satisfies BankCode,
      payment_account_number: '0559876543',
      payment_account_name: 'นายบุญมี มหาลาภ',
      promptpay_id: '0861000008',
      ...pixelsOff,
    },
    prices: { small_set: 100, big_set: 120 },
    banners: [{ file: GENUINE, status: 'active' }],
    share: 0,
    numbers: { multiplier: 7, offset: 8 },
  },
  {
    ref: 'kanya-srisuk',
    tel: '0861000009',
    name: 'กัญญา',
    lastname: 'ศรีสุข',
    dateOfBirth: '1998-09-19',
    store: {
      code: 'CD1009',
      name: 'กัญญาศรีสุข (ร้านเปิดใหม่)',
      description: 'กำลังตั้งราคาหวยชุด เร็ว ๆ นี้',
      cover_name: 'กัญญาศรีสุข',
      cover_url: image('kanya-srisuk-cover.svg'),
      profile_url: image('kanya-srisuk-profile.svg'),
      phone: '0861000009',
      facebook_link: null,
      line_id: null,
      verify_status: 'pending',
      payment_bank_code: null,
      payment_account_number: null,
      payment_account_name: null,
      promptpay_id: null,
      ...pixelsOff,
    },
    // No big_set price: the store setting is incomplete (spec §4), so it has nothing on sale.
    prices: { small_set: 100 },
    banners: [],
    share: 0,
    numbers: { multiplier: 9, offset: 9 },
  },
  {
    ref: 'thongchai-mankhong',
    tel: '0861000010',
    name: 'ธงชัย',
    lastname: 'มั่นคง',
    dateOfBirth: '1965-02-28',
    store: {
      code: 'CD1010',
      name: 'ธงชัยมั่นคง ลอตเตอรี่',
      description: 'ร้านปิดชั่วคราว เปิดขายอีกครั้งงวดหน้า',
      cover_name: 'ธงชัยมั่นคง',
      cover_url: image('thongchai-mankhong-cover.svg'),
      profile_url: image('thongchai-mankhong-profile.svg'),
      phone: '0861000010',
      facebook_link: 'https://www.facebook.com/thongchai.mankhong',
      line_id: '@thongchai',
      verify_status: 'approved',
      is_open: false,
      payment_bank_code: 'KTB' satisfies BankCode,
      payment_account_number: '6621234567',
      payment_account_name: 'นายธงชัย มั่นคง',
      promptpay_id: '0861000010',
      ...pixelsOff,
    },
    prices: { small_set: 100, big_set: 120 },
    banners: [{ file: BIG_SET, status: 'active' }],
    share: 0,
    numbers: { multiplier: 11, offset: 11 },
  },
];

/**
 * How a store's tickets come in lots: a block of 30 tickets is 12 lots of these sizes (1–5 copies
 * of one number, each copy its own set number), repeated. A lot of 5 is a big set (หวยชุด).
 */
export const LOT_SIZES = [1, 3, 2, 5, 1, 2, 4, 1, 2, 5, 3, 1] as const;

const [FIRST] = DEMO_DEALERS;
if (!FIRST) throw new Error('the demo catalogue is empty');

/** The number of a dealer's n-th lot (lot 0 is 1 copy, lot 1 is 3 copies, lot 3 a big set). */
export function demoLotNumber(dealer: DemoDealer, lot: number): string {
  const { multiplier, offset } = dealer.numbers;
  return String((lot * multiplier + offset) % 1_000_000).padStart(6, '0');
}

/**
 * The store the e2e journey buys from: verified, open, complete prices, the largest stock.
 * `threeCopies` is on sale there in 3 copies at the small_set price, `bigSet` in 5 at the big_set
 * price (both present whenever the seed put at least 30 tickets in the store).
 */
export const FIRST_DEMO_DEALER = {
  ref: FIRST.ref,
  tel: FIRST.tel,
  password: DEMO_DEALER_PASSWORD,
  storeCode: FIRST.store.code,
  storeName: FIRST.store.name,
  threeCopies: demoLotNumber(FIRST, 1),
  bigSet: demoLotNumber(FIRST, 3),
} as const;
