import { randomUUID } from 'node:crypto';
import type { AppConfig } from '#api/config';
import type { Executor } from '#api/db/client';
import { issueAuthToken } from '#api/auth/sessions';
import { insertUser } from '#api/repositories/users-repository';

export interface TokenMember {
  userId: number;
  token: string;
  headers: { authorization: string };
}

/**
 * Many members with a live bearer token each, straight through the repositories (registering
 * hundreds through the API would spend the race test's time hashing passwords). For the
 * PostgreSQL race test and bench/, which need hundreds of distinct buyers quickly.
 */
export async function createTokenMembers(
  db: Executor,
  config: AppConfig,
  now: Date,
  count: number,
  batch = 25,
): Promise<TokenMember[]> {
  const run = randomUUID().slice(0, 8);
  const members: TokenMember[] = [];
  for (let start = 0; start < count; start += batch) {
    const made = await Promise.all(
      Array.from({ length: Math.min(batch, count - start) }, async (_, i) => {
        const user = await insertUser(db, {
          ref: `buyer-${run}-${start + i}`,
          name: 'ผู้ซื้อ',
          lastname: `ทดสอบ ${start + i}`,
          login_provider: 'local',
          date_of_birth: '1990-01-01',
          verified_otp_id: 0,
        });
        const token = await issueAuthToken(db, config, now, user.id, 'local');
        return { userId: user.id, token, headers: { authorization: `Bearer ${token}` } };
      }),
    );
    members.push(...made);
  }
  return members;
}
