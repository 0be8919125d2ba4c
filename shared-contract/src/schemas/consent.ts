// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import { IdSchema } from './primitives';

/** Spec §3 Consent: the terms a member accepts; `content` is HTML written by the operator. */
export const ConsentSchema = z.object({
  id: z.number().check(z.int()),
  content: z.string(),
  version: z.number().check(z.int(), z.gte(1)),
  /** Spec §4: the text of the modal's optional close button; absent or null: no close button. */
  close_text: z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
});

export const ConsentAcceptBodySchema = z.object({
  consent_id: IdSchema,
});

export type Consent = z.infer<typeof ConsentSchema>;
export type ConsentAcceptBody = z.infer<typeof ConsentAcceptBodySchema>;
