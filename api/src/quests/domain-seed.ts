import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '#api/auth/password';
import type { Executor } from '#api/db/client';
import { users } from '#api/auth/auth-tables';
import { seedVerifiedPhone } from '#api/db/seed/verified-phone';
import { questResults, questRewards, questRules, quests } from './quests-tables';
import type { DomainSeed } from '#api/db/seed/domain-seed';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A member a few tickets short of the in-progress quest: sign in with this to see the strip move. */
export const QUEST_DEMO_MEMBER = {
  ref: 'quest-demo-member',
  tel: '0811110006',
  password: 'lucky1234',
  name: 'มานี',
  lastname: 'ใกล้ครบ',
} as const;

interface DemoQuest {
  code: string;
  name: string;
  description: string;
  /** Days from the first seeding: when it starts and ends. */
  from: number;
  to: number;
  target: number;
  reward: { name: string; description: string; image: string; stock: number };
}

const DEMO_QUESTS: DemoQuest[] = [
  {
    code: 'demo-buy-5',
    name: 'ซื้อครบ 5 ใบ รับกระเป๋าผ้ามงคล',
    description: 'ซื้อสลากกินแบ่งรัฐบาลครบ 5 ใบภายในระยะเวลากิจกรรม รับกระเป๋าผ้ามงคลฟรี 1 ใบ',
    from: -7,
    to: 90,
    target: 5,
    reward: {
      name: 'กระเป๋าผ้ามงคล',
      description: 'กระเป๋าผ้าแคนวาสลายมังกรฟ้า ใส่ของได้จุใจ',
      image: '/static/rewards/tote-bag.svg',
      stock: 100,
    },
  },
  {
    code: 'demo-buy-10-incoming',
    name: 'ซื้อครบ 10 ใบ รับร่มมงคล',
    description: 'กิจกรรมงวดหน้า: ซื้อสลากครบ 10 ใบ รับร่มพับลายมงคล',
    from: 100,
    to: 130,
    target: 10,
    reward: {
      name: 'ร่มพับมงคล',
      description: 'ร่มพับกันแดดกันฝน สีแดงมงคล',
      image: '/static/rewards/umbrella.svg',
      stock: 50,
    },
  },
  {
    code: 'demo-buy-3-passed',
    name: 'ซื้อครบ 3 ใบ รับแก้วมังกร',
    description: 'กิจกรรมที่ผ่านมา: ซื้อสลากครบ 3 ใบ รับแก้วมังกรฟ้า',
    from: -40,
    to: -10,
    target: 3,
    reward: {
      name: 'แก้วมังกรฟ้า',
      description: 'แก้วเซรามิกลายมังกรฟ้า',
      image: '/static/rewards/dragon-mug.svg',
      stock: 30,
    },
  },
];

/**
 * The demo quests (one live, one coming, one over) and a member one ticket short of the live one.
 * Idempotent: quests are keyed by `code`, the member by `ref`; nothing existing is changed.
 */
export async function seedQuests(db: Executor, now: Date): Promise<void> {
  const existing = await db
    .select({ code: quests.code })
    .from(quests)
    .where(
      inArray(
        quests.code,
        DEMO_QUESTS.map((q) => q.code),
      ),
    );
  const have = new Set(existing.map((q) => q.code));
  for (const demo of DEMO_QUESTS.filter((q) => !have.has(q.code))) {
    const [quest] = await db
      .insert(quests)
      .values({
        code: demo.code,
        name: demo.name,
        description: demo.description,
        image_url: demo.reward.image,
        started_at: new Date(now.getTime() + demo.from * DAY_MS),
        ended_at: new Date(now.getTime() + demo.to * DAY_MS),
      })
      .onConflictDoNothing()
      .returning({ id: quests.id });
    if (!quest) continue;
    await db.insert(questRules).values({ quest_id: quest.id, type: 'buy_tickets', target: demo.target });
    await db.insert(questRewards).values({
      quest_id: quest.id,
      name: demo.reward.name,
      description: demo.reward.description,
      image_url: demo.reward.image,
      stock: demo.reward.stock,
    });
  }
  await seedDemoMember(db, now);
}

async function seedDemoMember(db: Executor, now: Date): Promise<void> {
  const [known] = await db.select({ id: users.id }).from(users).where(eq(users.ref, QUEST_DEMO_MEMBER.ref));
  if (known) return;
  const [user] = await db
    .insert(users)
    .values({
      ref: QUEST_DEMO_MEMBER.ref,
      name: QUEST_DEMO_MEMBER.name,
      lastname: QUEST_DEMO_MEMBER.lastname,
      tel: QUEST_DEMO_MEMBER.tel,
      password_hash: await hashPassword(QUEST_DEMO_MEMBER.password),
      login_provider: 'local',
      date_of_birth: '1990-01-01',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) return;
  await seedVerifiedPhone(
    db,
    { userId: user.id, ref: QUEST_DEMO_MEMBER.ref, tel: QUEST_DEMO_MEMBER.tel },
    now,
  );
  const [live] = await db.select({ id: quests.id }).from(quests).where(eq(quests.code, 'demo-buy-5'));
  if (live) {
    await db
      .insert(questResults)
      .values({ quest_id: live.id, user_id: user.id, value: 4, status: 'active' })
      .onConflictDoNothing();
  }
}

/** The demo quests, and a member close to a reward. */
export const domainSeed: DomainSeed = {
  async demo(tx, { now }) {
    await seedQuests(tx, now);
  },
};
