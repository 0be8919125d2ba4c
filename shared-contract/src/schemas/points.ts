// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';

/** Points every new member starts with (spec §3 Points: seeded by a welcome transaction). */
export const WELCOME_POINTS = 100;

/** Spec §3 Points balance. */
export const PointsBalanceSchema = z.object({
  /** Points the member can spend now. */
  balance: z.number().check(z.int(), z.gte(0)),
  /**
   * Welcome points waiting for the phone to be verified (a local member who has not yet): shown,
   * not spendable, credited by the verification.
   */
  pending_welcome_points: z._default(z.number().check(z.int(), z.gte(0)), 0),
});

export type PointsBalance = z.infer<typeof PointsBalanceSchema>;
