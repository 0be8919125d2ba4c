import { LotteryResultSchema, type LotteryResult } from '@chokdee/shared-contract/schemas/lottery-result';
import { IsoDateSchema } from '@chokdee/shared-contract/schemas/primitives';
import { z } from 'zod';

/** One tier of GLO's answer: its prize per ticket and the numbers drawn (`round` = draw order). */
const GloTierSchema = z.object({
  price: z.string(),
  number: z.array(z.object({ round: z.number().int(), value: z.string() })),
});

/**
 * The part of GLO's `getLatestLottery` answer we read (see `__fixtures__/glo-latest-2026-09-01.json`).
 * Tier names: `first`, `near1` (the two adjacent to the first prize), `second`…`fifth`, `last3f`
 * (front three digits), `last3b` (last three), `last2`. `n3` (the digital 3-digit lottery) and the
 * rest are ignored.
 */
export const GloLatestAnswerSchema = z.object({
  status: z.boolean().optional(),
  response: z.object({
    date: IsoDateSchema,
    data: z.object({
      first: GloTierSchema,
      near1: GloTierSchema,
      second: GloTierSchema,
      third: GloTierSchema,
      fourth: GloTierSchema,
      fifth: GloTierSchema,
      last3f: GloTierSchema,
      last3b: GloTierSchema,
      last2: GloTierSchema,
    }),
  }),
});

export type GloLatestAnswer = z.infer<typeof GloLatestAnswerSchema>;

/** Thrown when GLO answers something that is not a complete result (not out yet, or changed shape). */
export class GloAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GloAnswerError';
  }
}

/** A tier's numbers in ascending order (GLO lists them in an arbitrary order; the set is what counts). */
const values = (tier: z.infer<typeof GloTierSchema>) => tier.number.map((n) => n.value.trim()).sort();

/**
 * GLO's answer → our result for one draw, checked by the kernel's schema (exact count and digits
 * per tier), so an incomplete answer (results still coming in) is refused rather than stored.
 */
export function toLotteryResult(json: unknown): LotteryResult {
  const parsed = GloLatestAnswerSchema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new GloAnswerError(
      `GLO answer has an unexpected shape at ${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  const { date, data } = parsed.data.response;
  const result = LotteryResultSchema.safeParse({
    draw_date: date,
    slug: date,
    first: values(data.first)[0],
    adjacent_first: values(data.near1),
    second: values(data.second),
    third: values(data.third),
    fourth: values(data.fourth),
    fifth: values(data.fifth),
    front3: values(data.last3f),
    last3: values(data.last3b),
    last2: values(data.last2)[0],
  });
  if (!result.success) {
    const [issue] = result.error.issues;
    throw new GloAnswerError(
      `GLO result for ${date} is incomplete at ${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  if (data.first.number.length !== 1 || data.last2.number.length !== 1)
    throw new GloAnswerError(`GLO result for ${date} has more than one first or last-2 number`);
  return result.data;
}
