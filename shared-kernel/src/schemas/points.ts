// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';

/** Points every new member starts with (spec §3 Points: seeded by a welcome transaction). */
export const WELCOME_POINTS = 100;

/** Spec §3 Points balance. */
export const PointsBalanceSchema = z.object({
  balance: z.number().check(z.int(), z.gte(0)),
});

export type PointsBalance = z.infer<typeof PointsBalanceSchema>;
