import { z } from 'zod';

/** Points every new member starts with (spec §3 Points: seeded by a welcome transaction). */
export const WELCOME_POINTS = 100;

/** Spec §3 Points balance. */
export const PointsBalanceSchema = z.object({
  balance: z.number().int().min(0),
});

export type PointsBalance = z.infer<typeof PointsBalanceSchema>;
