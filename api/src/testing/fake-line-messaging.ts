import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { lineSignature } from '#api/line-messaging/webhook-signature';

/** One message the Official Account pushed, as LINE got it. */
export interface FakeLineMessage {
  type: string;
  altText?: string;
  contents?: unknown;
  text?: string;
}

export interface FakeLineMessagingOptions {
  channelAccessToken: string;
  channelSecret: string;
  /** Our API's webhook (settable later with `setWebhookUrl`, once the API listens). */
  webhookUrl?: string;
}

/** The Messaging API's side of the stand-in, mounted on the LINE provider's server. */
export interface FakeLineMessaging {
  /** What was pushed to a LINE user, oldest first (also `GET /_test/inbox/<userId>`). */
  inbox(lineUserId: string): FakeLineMessage[];
  /** Pushes accepted so far, over every user (a bench waits for its count). */
  pushCount(): number;
  isFriend(lineUserId: string): boolean;
  /**
   * The user adds (or blocks) the Official Account: LINE then calls our webhook, signed; the
   * webhook's status. `{ webhook: false }`: a webhook that never arrived (the push finds out).
   */
  follow(lineUserId: string, options?: { webhook?: boolean }): Promise<number | undefined>;
  unfollow(lineUserId: string, options?: { webhook?: boolean }): Promise<number | undefined>;
  /** Whether the next logins with the bot prompt add the Official Account as a friend (default yes). */
  setAddsFriendOnPrompt(adds: boolean): void;
  /** The next `count` pushes answer this status (429, 500…) without delivering. */
  failNextPushes(status: number, count?: number): void;
  setWebhookUrl(url: string): void;
}

export interface FakeLineMessagingServer extends FakeLineMessaging {
  /** LINE Login's authorize with `bot_prompt`: may add the friend; what to add to the redirect. */
  onBotPrompt(lineUserId: string): Promise<{ friendshipStatusChanged: boolean }>;
  friendshipStatus(lineUserId: string): { friendFlag: boolean };
  /** Handles the Messaging API's and the tests' paths; false when the path is not one of them. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): boolean;
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A stand-in for LINE's Messaging API: `POST /v2/bot/message/push` (checks the channel access
 * token; a retry key already accepted answers 409 and delivers nothing; a user who is not a friend
 * answers 400 "Failed to send messages"), the friendship of each user, and follow / unfollow,
 * which call our webhook with LINE's signature. Tests read a user's inbox with
 * `GET /_test/inbox/<userId>` and make a user follow or block with `POST /_test/users/<userId>/follow`
 * or `/unfollow`.
 */
export function createFakeLineMessaging(options: FakeLineMessagingOptions): FakeLineMessagingServer {
  let webhookUrl = options.webhookUrl;
  let addsFriendOnPrompt = true;
  const failures: number[] = [];
  const friends = new Set<string>();
  const inboxes = new Map<string, FakeLineMessage[]>();
  let pushes = 0;
  const acceptedRetryKeys = new Map<string, string>();

  async function callWebhook(type: 'follow' | 'unfollow', lineUserId: string): Promise<number | undefined> {
    if (!webhookUrl) return undefined;
    const event = {
      type,
      mode: 'active',
      timestamp: Date.now(),
      source: { type: 'user', userId: lineUserId },
      webhookEventId: randomBytes(13).toString('hex').toUpperCase(),
      deliveryContext: { isRedelivery: false },
      ...(type === 'follow'
        ? { replyToken: randomBytes(16).toString('hex'), follow: { isUnblocked: false } }
        : {}),
    };
    const body = JSON.stringify({ destination: 'Ufakebot0000000000000000000000000', events: [event] });
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-line-signature': lineSignature(body, options.channelSecret),
      },
      body,
    });
    await response.arrayBuffer();
    return response.status;
  }

  const messaging: FakeLineMessaging = {
    inbox: (lineUserId) => [...(inboxes.get(lineUserId) ?? [])],
    pushCount: () => pushes,
    isFriend: (lineUserId) => friends.has(lineUserId),
    async follow(lineUserId, { webhook = true } = {}) {
      friends.add(lineUserId);
      return webhook ? callWebhook('follow', lineUserId) : undefined;
    },
    async unfollow(lineUserId, { webhook = true } = {}) {
      friends.delete(lineUserId);
      return webhook ? callWebhook('unfollow', lineUserId) : undefined;
    },
    setAddsFriendOnPrompt(adds) {
      addsFriendOnPrompt = adds;
    },
    failNextPushes(status, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push(status);
    },
    setWebhookUrl(url) {
      webhookUrl = url;
    },
  };

  async function push(req: IncomingMessage, res: ServerResponse) {
    if (req.headers.authorization !== `Bearer ${options.channelAccessToken}`) {
      return json(res, 401, {
        message: 'Authentication failed. Confirm that the access token in the authorization header is valid.',
      });
    }
    const failure = failures.shift();
    if (failure) return json(res, failure, { message: 'stand-in failure' });
    const retryKey = req.headers['x-line-retry-key'];
    const accepted = typeof retryKey === 'string' ? acceptedRetryKeys.get(retryKey) : undefined;
    if (accepted) {
      return json(
        res,
        409,
        { message: 'The retry key is already accepted' },
        { 'x-line-accepted-request-id': accepted },
      );
    }
    let body: { to?: unknown; messages?: unknown };
    try {
      body = JSON.parse(await readBody(req)) as typeof body;
    } catch {
      return json(res, 400, { message: 'The request body has 1 error(s)' });
    }
    if (typeof body.to !== 'string' || !Array.isArray(body.messages) || body.messages.length === 0) {
      return json(res, 400, { message: 'The request body has 1 error(s)' });
    }
    if (!friends.has(body.to)) return json(res, 400, { message: 'Failed to send messages' });
    const requestId = randomBytes(8).toString('hex');
    if (typeof retryKey === 'string') acceptedRetryKeys.set(retryKey, requestId);
    const inbox = inboxes.get(body.to) ?? [];
    pushes += 1;
    inbox.push(...(body.messages as FakeLineMessage[]));
    inboxes.set(body.to, inbox);
    json(
      res,
      200,
      { sentMessages: body.messages.map(() => ({ id: randomBytes(8).toString('hex') })) },
      {
        'x-line-request-id': requestId,
      },
    );
  }

  return {
    ...messaging,
    async onBotPrompt(lineUserId) {
      if (!addsFriendOnPrompt || friends.has(lineUserId)) return { friendshipStatusChanged: false };
      await messaging.follow(lineUserId).catch(() => undefined);
      return { friendshipStatusChanged: true };
    },
    friendshipStatus: (lineUserId) => ({ friendFlag: friends.has(lineUserId) }),
    handle(req, res, url) {
      const userPath = /^\/_test\/users\/([^/]+)\/(follow|unfollow)$/.exec(url.pathname);
      const inboxPath = /^\/_test\/inbox\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'POST' && url.pathname === '/v2/bot/message/push') {
        void push(req, res).catch(() => json(res, 500, { message: 'stand-in error' }));
      } else if (req.method === 'GET' && inboxPath?.[1]) {
        json(res, 200, { messages: messaging.inbox(decodeURIComponent(inboxPath[1])) });
      } else if (req.method === 'POST' && userPath?.[1]) {
        const lineUserId = decodeURIComponent(userPath[1]);
        const act = userPath[2] === 'follow' ? messaging.follow : messaging.unfollow;
        void act(lineUserId, { webhook: url.searchParams.get('webhook') !== 'false' })
          .then((status) => json(res, 200, { webhook_status: status ?? null }))
          .catch((error: unknown) => json(res, 502, { message: String(error) }));
      } else {
        return false;
      }
      return true;
    },
  };
}
