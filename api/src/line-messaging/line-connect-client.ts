import { z } from 'zod';
import type { LineLoginConfig, LineMessagingConfig } from '#api/config';
import { exchangeLineCode, type LineCodeInput } from '#api/auth/line-client';
import { callLine, jsonOf, LineUnavailableError } from './line-http';

const ProfileAnswerSchema = z.object({ userId: z.string().min(1).max(100) });
const FriendshipAnswerSchema = z.object({ friendFlag: z.boolean() });

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new LineUnavailableError(`unexpected LINE answer: ${parsed.error.message}`);
  return parsed.data;
}

export interface LineConnection {
  lineUserId: string;
  /** Whether the LINE account is a friend of the Official Account now. */
  friend: boolean;
}

/**
 * After LINE Login with the bot prompt: the code (+ PKCE verifier) for a login access token, then,
 * with it, who the member is on LINE and whether they are the Official Account's friend
 * (`GET /friendship/v1/status`: the answer that counts, whatever `friendship_status_changed` said).
 */
export async function fetchLineConnection(
  login: LineLoginConfig,
  messaging: LineMessagingConfig,
  input: LineCodeInput,
): Promise<LineConnection> {
  const headers = { authorization: `Bearer ${await exchangeLineCode(login, input)}` };
  const profile = parse(ProfileAnswerSchema, await jsonOf(await callLine(login.profileUrl, { headers })));
  const friendship = parse(
    FriendshipAnswerSchema,
    await jsonOf(await callLine(`${messaging.apiUrl}/friendship/v1/status`, { headers })),
  );
  return { lineUserId: profile.userId, friend: friendship.friendFlag };
}
