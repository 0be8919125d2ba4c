import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client';
import { rewards } from '#api/rewards/rewards-tables';

let made = 0;

/** A reward of its own for one test (no variants), so tests never share stock. */
export async function insertTestReward(
  db: Database,
  fields: { points: number; stock: number },
): Promise<string> {
  made += 1;
  const code = `TEST-${process.pid}-${made}`;
  await db.insert(rewards).values({
    code,
    name: `ของรางวัลทดสอบ ${made}`,
    description: 'ใช้ในการทดสอบเท่านั้น',
    image_file: 'lucky-notebook.svg',
    ...fields,
  });
  return code;
}

export async function rewardStock(db: Database, code: string): Promise<number | undefined> {
  const [row] = await db.select({ stock: rewards.stock }).from(rewards).where(eq(rewards.code, code));
  return row?.stock;
}
