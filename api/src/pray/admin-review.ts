import { PRAY_MESSAGES } from '@chokdee/shared-contract/schemas/pray';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { prayProjects } from './pray-tables';
import { HttpError } from '../lib/http-error';

/** Pending review → published (now) or rejected with the reason the owner reads. */
export async function reviewProject(
  db: Database,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
  now: Date,
): Promise<void> {
  const changed = await db
    .update(prayProjects)
    .set(
      decision.approve
        ? { status: 'published', published_at: now, reject_reason: null, updated_at: now }
        : { status: 'rejected', reject_reason: decision.reason, updated_at: now },
    )
    .where(and(eq(prayProjects.id, id), eq(prayProjects.status, 'pending_review')))
    .returning({ id: prayProjects.id });
  if (changed.length > 0) return;
  const [exists] = await db.select({ id: prayProjects.id }).from(prayProjects).where(eq(prayProjects.id, id));
  throw exists ? new HttpError(409, PRAY_MESSAGES.notPending) : new HttpError(404, PRAY_MESSAGES.notFound);
}
