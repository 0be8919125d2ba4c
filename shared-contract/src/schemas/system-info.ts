// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';

/** Spec §3 System environment: the server clock that countdowns and sale windows obey. */
export const SystemEnvironmentSchema = z.object({
  system_time: z.iso.datetime({ offset: true }),
  timezone: z.string(),
  environment: z.string(),
});

export type SystemEnvironment = z.infer<typeof SystemEnvironmentSchema>;
