import { z } from 'zod';

/** Spec §3 Popup: one slide of the announcement popup. */
export const PopupSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  file: z.object({ url: z.string() }),
  /** Where a click on the slide goes; null when the slide is only a picture. */
  link_url: z.string().nullable(),
});

/** GET /public/v3/popups/version: `data` is the version number; it grows when the slides change. */
export const PopupVersionSchema = z.number().int().min(0);

export type Popup = z.infer<typeof PopupSchema>;
