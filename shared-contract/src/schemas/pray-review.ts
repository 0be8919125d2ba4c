import { z } from 'zod';
import { PrayProjectSchema, type PrayStatus } from './pray';

/** A project as the staff review queue shows it: the whole project and when it was started. */
export const PrayReviewProjectSchema = PrayProjectSchema.extend({
  created_at: z.string(),
});
export type PrayReviewProject = z.infer<typeof PrayReviewProjectSchema>;

/** The statuses the review page lists: the queue, then what was decided. */
export const PRAY_REVIEW_STATUSES = [
  'pending_review',
  'published',
  'rejected',
] as const satisfies readonly PrayStatus[];
export type PrayReviewStatus = (typeof PRAY_REVIEW_STATUSES)[number];
