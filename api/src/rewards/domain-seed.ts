import { inArray } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { rewards, rewardVariants } from './rewards-tables';
import type { DomainSeed } from '#api/db/seed/domain-seed';

interface SeedReward {
  code: string;
  name: string;
  description: string;
  image_file: string;
  points: number;
  /** Used when the reward has no variants. */
  stock: number;
  is_new: boolean;
  variants: { code: string; name: string; stock: number }[];
}

/** The rewards on offer at launch; pictures in `api/public/rewards/`. */
export const SEED_REWARDS: SeedReward[] = [
  {
    code: 'LUCKY-NOTEBOOK',
    name: 'สมุดบันทึกเลขมงคล',
    description: 'สมุดปกแข็งสีแดงมงคล 80 แผ่น พร้อมตารางจดเลขเด็ดประจำงวด',
    image_file: 'lucky-notebook.svg',
    points: 100,
    stock: 200,
    is_new: false,
    variants: [],
  },
  {
    code: 'DRAGON-MUG',
    name: 'แก้วมัคมังกรฟ้า',
    description: 'แก้วมัคเซรามิก 350 มล. ลายมังกรฟ้าอำนวยโชค เข้าไมโครเวฟได้',
    image_file: 'dragon-mug.svg',
    points: 200,
    stock: 50,
    is_new: true,
    variants: [],
  },
  {
    code: 'TOTE-BAG',
    name: 'กระเป๋าผ้าโชคดี',
    description: 'กระเป๋าผ้าแคนวาสใบใหญ่ สกรีนโลโก้โชคดี ใส่ของได้จุใจ',
    image_file: 'tote-bag.svg',
    points: 300,
    stock: 0,
    is_new: false,
    variants: [
      { code: 'CREAM', name: 'สีครีม', stock: 30 },
      { code: 'NAVY', name: 'สีกรมท่า', stock: 20 },
    ],
  },
  {
    code: 'UMBRELLA',
    name: 'ร่มพับกันยูวี',
    description: 'ร่มพับ 3 ตอน เคลือบกันแสงยูวี กางง่าย พกพาสะดวก',
    image_file: 'umbrella.svg',
    points: 400,
    stock: 25,
    is_new: false,
    variants: [],
  },
  {
    code: 'T-SHIRT',
    name: 'เสื้อยืดโชคดี',
    description: 'เสื้อยืดคอตตอน 100% สีกรมท่า สกรีนลายเหรียญนำโชค',
    image_file: 't-shirt.svg',
    points: 500,
    stock: 0,
    is_new: true,
    variants: [
      { code: 'S', name: 'ไซซ์ S', stock: 10 },
      { code: 'M', name: 'ไซซ์ M', stock: 20 },
      { code: 'L', name: 'ไซซ์ L', stock: 20 },
      { code: 'XL', name: 'ไซซ์ XL', stock: 10 },
    ],
  },
  {
    code: 'LOTTERY-CALENDAR',
    name: 'ปฏิทินวันออกรางวัล 2570',
    description: 'ปฏิทินตั้งโต๊ะ บอกวันออกรางวัลสลากกินแบ่งรัฐบาลทุกงวดของปี 2570',
    image_file: 'lottery-calendar.svg',
    points: 150,
    stock: 0,
    is_new: false,
    variants: [],
  },
];

/**
 * Inserts the rewards and variants that are missing (ON CONFLICT DO NOTHING): a restart never
 * resets the stock that redemptions have used.
 */
export async function seedRewards(db: Executor): Promise<number> {
  const inserted = await db
    .insert(rewards)
    .values(
      SEED_REWARDS.map(({ variants: _variants, ...reward }, index) => ({ ...reward, sort_order: index })),
    )
    .onConflictDoNothing({ target: rewards.code })
    .returning({ id: rewards.id });
  const ids = await db
    .select({ id: rewards.id, code: rewards.code })
    .from(rewards)
    .where(
      inArray(
        rewards.code,
        SEED_REWARDS.map((r) => r.code),
      ),
    );
  const idByCode = new Map(ids.map((row) => [row.code, row.id]));
  const variants = SEED_REWARDS.flatMap((reward) =>
    reward.variants.map((variant, index) => ({
      ...variant,
      reward_id: idByCode.get(reward.code) ?? missing(reward.code),
      sort_order: index,
    })),
  );
  await db
    .insert(rewardVariants)
    .values(variants)
    .onConflictDoNothing({ target: [rewardVariants.reward_id, rewardVariants.code] });
  return inserted.length;
}

function missing(code: string): never {
  throw new Error(`seed: reward ${code} was neither inserted nor found`);
}

/** The demo rewards the points buy. */
export const domainSeed: DomainSeed = {
  async demo(tx) {
    await seedRewards(tx);
  },
};
