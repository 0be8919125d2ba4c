import type { LineMessagingConfig } from '#api/config';
import { callLine, LineRefusedError } from './line-http';

export type PushOutcome = 'sent' | 'duplicate' | 'unreachable';

/**
 * LINE's answers that mean this member cannot be reached any more: the account is not a friend
 * (unfollowed, blocked, never added) or is gone. Any other 4xx is our mistake and stays an error.
 */
function isUnreachable(error: LineRefusedError): boolean {
  if (error.status === 403 || error.status === 404) return true;
  return error.status === 400 && error.body.includes('Failed to send messages');
}

/**
 * `POST /v2/bot/message/push` with the notice's retry key. A 409 is LINE having accepted this key
 * already (an earlier attempt that we did not hear back from): sent, not again. 429, 5xx and network
 * errors throw, for the queue to try again with the same key.
 */
export async function pushMessages(
  config: LineMessagingConfig,
  input: { to: string; retryKey: string; messages: unknown[] },
): Promise<PushOutcome> {
  try {
    await callLine(`${config.apiUrl}/v2/bot/message/push`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.channelAccessToken ?? ''}`,
        'content-type': 'application/json',
        'x-line-retry-key': input.retryKey,
      },
      body: JSON.stringify({ to: input.to, messages: input.messages }),
    });
    return 'sent';
  } catch (error) {
    if (!(error instanceof LineRefusedError)) throw error;
    if (error.status === 409) return 'duplicate';
    if (isUnreachable(error)) return 'unreachable';
    throw error;
  }
}
