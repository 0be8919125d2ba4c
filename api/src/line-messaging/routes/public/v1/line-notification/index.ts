import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  LineNotificationAuthorizeResultSchema,
  LineNotificationConnectBodySchema,
  LineNotificationStatusSchema,
  type LineNotificationStatus,
} from '@chokdee/shared-contract/schemas/line-notification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#api/lib/http-error';
import { lineAuthorizeUrl, LineRejectedError } from '#api/auth/line-client';
import { randomToken, sha256Hex } from '#api/lib/secure-token';
import { fetchLineConnection, type LineConnection } from '#api/line-messaging/line-connect-client';
import { LineRefusedError } from '#api/line-messaging/line-http';
import {
  insertConnectState,
  lineLinkOf,
  linkLineAccount,
  setMemberFollowing,
  takeConnectState,
} from '#api/line-messaging/line-links-repository';
import { isLineMessagingEnabled } from '#api/line-messaging/line-messaging-enabled';
import { LINE_MESSAGING_MESSAGES as M } from '#api/line-messaging/line-messaging-messages';
import { memberOnly } from '#api/plugins/member-only';

/** Long enough to log in and add the friend on LINE; short enough to be useless when stolen later. */
const STATE_TTL_MS = 10 * 60 * 1000;
/** LINE sends the browser back to the page that started the connect (a callback URL of the login channel). */
export const CONNECT_PAGE_PATH = '/members/connect-notification';

const StatusEnvelope = dataEnvelope(LineNotificationStatusSchema);

/**
 * A member's LINE notices: `GET /public/v1/line-notification` (the state), `POST …/authorize` (LINE
 * Login with the add-friend prompt, state bound to the member and to this browser), `POST …/connect`
 * (back from LINE: link the account, record the friendship), `POST …/disconnect` (notices stop).
 */
const lineNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));
  const enabled = isLineMessagingEnabled(app.config);
  const { line, lineMessaging, siteUrl } = app.config;
  const redirectUri = `${siteUrl}${CONNECT_PAGE_PATH}`;
  const botId = lineMessaging.botBasicId?.trim();
  const addFriendUrl = botId ? `https://line.me/R/ti/p/${encodeURIComponent(botId)}` : null;
  const requireEnabled = () => {
    if (!enabled) throw new HttpError(404, M.disabled);
  };

  async function statusOf(userId: number): Promise<LineNotificationStatus> {
    const link = await lineLinkOf(app.db, userId);
    const linked = Boolean(link?.lineUserId);
    return { enabled, linked, following: linked && Boolean(link?.following), add_friend_url: addFriendUrl };
  }

  app.get('/', { schema: { response: { 200: StatusEnvelope, 401: ApiErrorSchema } } }, async (request) => ({
    data: await statusOf(request.user.id),
  }));

  app.post(
    '/authorize',
    {
      schema: {
        response: {
          200: dataEnvelope(LineNotificationAuthorizeResultSchema),
          401: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      requireEnabled();
      const state = randomToken(24);
      const verifier = randomToken(32);
      const browserKey = randomToken(32);
      const now = app.now();
      await insertConnectState(app.db, {
        state_hash: sha256Hex(state),
        user_id: request.user.id,
        browser_key_hash: sha256Hex(browserKey),
        code_verifier: verifier,
        created_at: now,
        expires_at: new Date(now.getTime() + STATE_TTL_MS),
      });
      const authorizeUrl = lineAuthorizeUrl(line, {
        redirectUri,
        state,
        codeVerifier: verifier,
        // After the login LINE offers to add the Official Account as a friend, on a screen of its own.
        extra: { bot_prompt: 'aggressive' },
      });
      return { data: { authorize_url: authorizeUrl, state, browser_key: browserKey } };
    },
  );

  app.post(
    '/connect',
    {
      schema: {
        body: LineNotificationConnectBodySchema,
        response: {
          200: StatusEnvelope,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          502: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      requireEnabled();
      const now = app.now();
      // Taken once, whoever sends it: a replayed or forged state is refused before LINE is asked.
      const record = await takeConnectState(app.db, sha256Hex(request.body.state), now);
      if (!record) {
        throw new HttpError(400, M.stateInvalid, [{ field: 'state', message: M.stateInvalid }]);
      }
      // Only the member and the browser that started it: a connect link someone sent links nothing.
      if (
        record.user_id !== request.user.id ||
        !request.body.browser_key ||
        sha256Hex(request.body.browser_key) !== record.browser_key_hash
      ) {
        throw new HttpError(400, M.otherBrowser, [{ field: 'browser_key', message: M.otherBrowser }]);
      }
      let connection: LineConnection;
      try {
        connection = await fetchLineConnection(line, lineMessaging, {
          code: request.body.code,
          codeVerifier: record.code_verifier,
          redirectUri,
        });
      } catch (error) {
        request.log.warn({ err: error }, 'LINE connect failed');
        if (error instanceof LineRefusedError || error instanceof LineRejectedError)
          throw new HttpError(400, M.lineFailed);
        throw new HttpError(502, M.lineUnavailable);
      }
      const outcome = await linkLineAccount(
        app.db,
        { userId: request.user.id, lineUserId: connection.lineUserId, following: connection.friend },
        now,
      );
      if (outcome === 'taken-by-other') throw new HttpError(409, M.linkedToOther);
      if (outcome === 'member-has-other') throw new HttpError(409, M.memberHasOtherLine);
      return { data: await statusOf(request.user.id) };
    },
  );

  app.post(
    '/disconnect',
    { schema: { response: { 200: StatusEnvelope, 401: ApiErrorSchema } } },
    async (request) => {
      await setMemberFollowing(app.db, request.user.id, false, app.now());
      return { data: await statusOf(request.user.id) };
    },
  );
};

export default lineNotificationRoutes;
