import { z } from 'zod';

/** Spec §3 Consent: the terms a member accepts; `content` is HTML written by the operator. */
export const ConsentSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  version: z.number().int().min(1),
  /** Spec §4: the text of the modal's optional close button; absent or null: no close button. */
  close_text: z.string().trim().min(1).max(60).nullish(),
});

export const ConsentAcceptBodySchema = z.object({
  consent_id: z.number({ error: 'จำเป็นต้องระบุ' }).int().positive(),
});

export type Consent = z.infer<typeof ConsentSchema>;
export type ConsentAcceptBody = z.infer<typeof ConsentAcceptBodySchema>;
