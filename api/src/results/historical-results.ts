import { LotteryResultSchema } from '@chokdee/shared-contract/schemas/lottery-result';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { omit } from 'zod/mini';

/** One line of `data/thai-lottery-results.json`: the result schema without the derived slug. */
const SeedResultSchema = omit(LotteryResultSchema, { slug: true });
const SeedFileSchema = z.array(SeedResultSchema).min(1);

export type SeedResult = z.infer<typeof SeedResultSchema>;

/** Reads and checks the real GLO results shipped with the API, oldest first. */
export async function loadHistoricalResults(file: string): Promise<SeedResult[]> {
  const parsed = SeedFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new Error(`Seed file ${file} is invalid at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return [...parsed.data].sort((a, b) => a.draw_date.localeCompare(b.draw_date));
}
