import { request } from '@chokdee/shared-kernel/api/client';
import type { CallOptions } from '@chokdee/shared-kernel/api/call-options';
import {
  forgetLineLoginKey,
  keepLineLoginKey,
  lineLoginKey,
} from '@chokdee/shared-kernel/api/line-login-keys';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  LineNotificationAuthorizeResultSchema,
  LineNotificationStatusSchema,
  type LineNotificationStatus,
} from '@chokdee/shared-contract/schemas/line-notification';

const BASE = '/public/v1/line-notification';
const StatusEnvelope = dataEnvelope(LineNotificationStatusSchema);

/** Whether the site's LINE Official Account reaches this member (linked, following). */
export async function fetchLineNotificationStatus(
  options: CallOptions = {},
): Promise<LineNotificationStatus> {
  return (await request(StatusEnvelope, BASE, { signal: options.signal })).data;
}

/**
 * Starts the connect: LINE Login with the add-friend prompt. The key the API answers is kept under
 * the state (as for a LINE login) until LINE sends the browser back; the answer is LINE's URL.
 */
export async function startLineNotificationConnect(): Promise<string> {
  const res = await request(dataEnvelope(LineNotificationAuthorizeResultSchema), `${BASE}/authorize`, {
    method: 'post',
  });
  keepLineLoginKey(res.data.state, res.data.browser_key);
  return res.data.authorize_url;
}

/** Back from LINE: the code and state, with this browser's key (none: the API refuses it). */
export async function finishLineNotificationConnect(input: {
  code: string;
  state: string;
}): Promise<LineNotificationStatus> {
  const browserKey = lineLoginKey(input.state);
  forgetLineLoginKey(input.state);
  const res = await request(StatusEnvelope, `${BASE}/connect`, {
    method: 'post',
    json: { ...input, browser_key: browserKey },
  });
  return res.data;
}

/** Notices stop coming on LINE. */
export async function disconnectLineNotification(): Promise<LineNotificationStatus> {
  return (await request(StatusEnvelope, `${BASE}/disconnect`, { method: 'post' })).data;
}
