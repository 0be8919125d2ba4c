// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';

/** Spec §3 Address. */
export const AddressSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  recipient: z.string(),
  address: z.string(),
  sub_district: z.string(),
  district: z.string(),
  province: z.string(),
  zip_code: z.string(),
  tel: z.string(),
});

export type Address = z.infer<typeof AddressSchema>;
