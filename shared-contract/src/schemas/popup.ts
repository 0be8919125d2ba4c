// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';

/** Spec §3 Popup: one slide of the announcement popup. */
export const PopupSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  file: z.object({ url: z.string() }),
  /** Where a click on the slide goes; null when the slide is only a picture. */
  link_url: z.nullable(z.string()),
});

/** GET /public/v3/popups/version: `data` is the version number; it grows when the slides change. */
export const PopupVersionSchema = z.number().check(z.int(), z.gte(0));

export type Popup = z.infer<typeof PopupSchema>;
