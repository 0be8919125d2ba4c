import type { PrayVoteState } from '@chokdee/shared-contract/schemas/pray';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

type Rows<T> = { rows: T[] };

/**
 * Join or withdraw in ONE statement: the vote row (its primary key is the one-per-member limit)
 * and the project's counter move together, and the counter's row lock orders concurrent votes.
 * 1,000 members at once → +1,000; one member twenty times → the conflict adds nothing after the first.
 * Only a published project takes votes or withdrawals.
 */
export async function castVote(
  db: Executor,
  projectId: number,
  userId: number,
  now: Date,
): Promise<number | null> {
  const result = (await db.execute(sql`
    WITH project AS (
      SELECT id FROM pray_projects WHERE id = ${projectId} AND status = 'published'
    ), added AS (
      INSERT INTO pray_votes (project_id, user_id, created_at)
      SELECT id, ${userId}, ${now} FROM project
      ON CONFLICT (project_id, user_id) DO NOTHING
      RETURNING 1
    )
    UPDATE pray_projects SET supporters_count = supporters_count + (SELECT count(*) FROM added)
    WHERE id = (SELECT id FROM project)
    RETURNING supporters_count
  `)) as unknown as Rows<{ supporters_count: number }>;
  const row = result.rows[0];
  return row ? Number(row.supporters_count) : null;
}

export async function withdrawVote(db: Executor, projectId: number, userId: number): Promise<number | null> {
  const result = (await db.execute(sql`
    WITH project AS (
      SELECT id FROM pray_projects WHERE id = ${projectId} AND status = 'published'
    ), removed AS (
      DELETE FROM pray_votes
      WHERE project_id = (SELECT id FROM project) AND user_id = ${userId}
      RETURNING 1
    )
    UPDATE pray_projects SET supporters_count = supporters_count - (SELECT count(*) FROM removed)
    WHERE id = (SELECT id FROM project)
    RETURNING supporters_count
  `)) as unknown as Rows<{ supporters_count: number }>;
  const row = result.rows[0];
  return row ? Number(row.supporters_count) : null;
}

export async function voteState(
  db: Executor,
  projectId: number,
  userId: number | null,
): Promise<PrayVoteState> {
  const result = (await db.execute(sql`
    SELECT p.supporters_count,
      EXISTS (SELECT 1 FROM pray_votes v WHERE v.project_id = p.id AND v.user_id = ${userId ?? -1}) AS voted
    FROM pray_projects p WHERE p.id = ${projectId}
  `)) as unknown as Rows<{ supporters_count: number; voted: boolean }>;
  const row = result.rows[0];
  return { voted: Boolean(row?.voted), supporters_count: Number(row?.supporters_count ?? 0) };
}
