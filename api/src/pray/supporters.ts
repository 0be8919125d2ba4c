import type { PraySupporter } from '@chokdee/shared-contract/schemas/pray';
import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '#api/auth/auth-tables';
import { prayVotes } from './pray-tables';
import { toBangkokIso } from '../lib/bangkok-time';

/** First name and the initial of the last name: supporters are shown, their full names are not. */
export function supporterName(name: string, lastname: string): string {
  const first = name.trim() || 'สมาชิก';
  const initial = [...lastname.trim()][0];
  return initial ? `${first} ${initial}.` : first;
}

export async function listSupporters(
  db: Executor,
  projectId: number,
  page: number,
  perPage: number,
): Promise<{ rows: PraySupporter[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select({ name: users.name, lastname: users.lastname, created_at: prayVotes.created_at })
      .from(prayVotes)
      .innerJoin(users, eq(users.id, prayVotes.user_id))
      .where(eq(prayVotes.project_id, projectId))
      .orderBy(desc(prayVotes.created_at), desc(prayVotes.user_id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(prayVotes).where(eq(prayVotes.project_id, projectId)),
  ]);
  return {
    rows: rows.map((r) => ({
      name: supporterName(r.name, r.lastname),
      voted_at: toBangkokIso(r.created_at),
    })),
    total: Number(totals[0]?.n ?? 0),
  };
}
