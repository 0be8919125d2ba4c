import { grantWelcomePoints } from '#api/rewards/points-repository';
import {
  ConnectUserBodySchema,
  LineAuthorizeBodySchema,
  LineAuthorizeResultSchema,
  LineCallbackBodySchema,
  LineCallbackResultSchema,
  LineConfigSchema,
  TokenResultSchema,
} from '@chokdee/shared-contract/schemas/auth';
import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { AUTH_API_MESSAGES } from '#api/auth/auth-messages';
import {
  fetchLineProfile,
  lineAuthorizeUrl,
  LineRejectedError,
  type LineProfile,
} from '#api/auth/line-client';
import { checkPassword } from '#api/auth/login-check';
import { randomToken, sha256Hex } from '#api/lib/secure-token';
import { issueAuthToken } from '#api/auth/sessions';
import { addRetryAfterHeader } from '#api/auth/too-many-requests';
import type { UserRow } from '#api/auth/auth-tables';
import { HttpError } from '#api/lib/http-error';
import { insertOAuthState, takeOAuthState } from '#api/auth/oauth-states-repository';
import { findUserByLineId, insertUser, isUniqueViolation, updateUser } from '#api/auth/users-repository';

/** State and link records live 10 minutes: long enough to approve on LINE, short enough to be useless when stolen later. */
const RECORD_TTL_MS = 10 * 60 * 1000;
const NAME_MAX = 50;

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  422: ApiErrorSchema,
  429: ApiErrorSchema,
} as const;

/**
 * Spec §7 LINE login: authorization code flow with state and PKCE (S256). The state is bound to
 * the browser that started the login (`browser_key`, see `refuseOtherBrowser`).
 */
const lineRoutes: FastifyPluginAsyncZod = async (app) => {
  addRetryAfterHeader(app);
  const { line, siteUrl } = app.config;
  const enabled = Boolean(line.clientId && line.clientSecret);
  const redirectUri = `${siteUrl}/oauth/callback/line`;
  // Switched off is not a failure of the server: the calls are simply not there (the button is hidden).
  const requireEnabled = () => {
    if (!enabled) throw new HttpError(404, AUTH_API_MESSAGES.lineDisabled);
  };

  app.get('/config', { schema: { response: { 200: dataEnvelope(LineConfigSchema) } } }, async () => ({
    data: { enabled },
  }));

  /**
   * Starts a login. A fetch from the site, not a link: the answer carries `browser_key`, which
   * only the page that asked can read and keep. The site's pages call the API cross-origin without
   * cookies (CORS allows no credentials), so a cookie set here would never come back with the
   * callback; a key the page keeps and posts back works whatever hosts the site and API are on.
   */
  app.post(
    '/authorize',
    {
      schema: {
        body: LineAuthorizeBodySchema,
        response: { 200: dataEnvelope(LineAuthorizeResultSchema), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      requireEnabled();
      const state = randomToken(24);
      const verifier = randomToken(32);
      const browserKey = randomToken(32);
      const now = app.now();
      await insertOAuthState(app.db, {
        kind: 'state',
        key_hash: sha256Hex(state),
        mode: request.body.mode,
        redirect_url: request.body.redirect_url,
        code_verifier: verifier,
        line_user_id: null,
        line_display_name: null,
        line_picture_url: null,
        browser_key_hash: sha256Hex(browserKey),
        created_at: now,
        expires_at: new Date(now.getTime() + RECORD_TTL_MS),
      });
      const authorizeUrl = lineAuthorizeUrl(line, { redirectUri, state, codeVerifier: verifier });
      reply.header('cache-control', 'no-store');
      return { data: { authorize_url: authorizeUrl, state, browser_key: browserKey } };
    },
  );

  /**
   * A state or link record is honoured only in the browser that started the login: one that got
   * the record's `browser_key`. Without this, someone could start a login with their own LINE
   * account, stop before LINE's redirect and send that callback link to a victim, whose browser
   * would then be signed in as them (login CSRF). Checked after the record is taken, so a
   * callback link opened in another browser is spent.
   */
  function refuseOtherBrowser(record: { browser_key_hash: string | null }, browserKey: string | undefined) {
    if (!browserKey || !record.browser_key_hash || sha256Hex(browserKey) !== record.browser_key_hash) {
      throw new HttpError(400, AUTH_API_MESSAGES.lineOtherBrowser, [
        { field: 'browser_key', message: AUTH_API_MESSAGES.lineOtherBrowser },
      ]);
    }
  }

  /** Logs in the member linked to this LINE account, creating one on a first LINE login. */
  async function loginLineUser(profile: LineProfile): Promise<UserRow> {
    const linked = await findUserByLineId(app.db, profile.userId);
    if (linked) return linked;
    const now = app.now();
    try {
      const user = await insertUser(app.db, {
        ref: randomUUID(),
        name: profile.displayName.trim().slice(0, NAME_MAX) || 'สมาชิก LINE',
        lastname: '',
        login_provider: 'line',
        line_user_id: profile.userId,
        avatar_url: profile.pictureUrl ?? null,
        created_at: now,
        updated_at: now,
      });
      await grantWelcomePoints(app.db, user.id, now);
      return user;
    } catch (error) {
      // The same LINE account finished two logins at once: use the member the other one made.
      const raced = isUniqueViolation(error) ? await findUserByLineId(app.db, profile.userId) : undefined;
      if (raced) return raced;
      throw error;
    }
  }

  app.post(
    '/callback',
    {
      schema: {
        body: LineCallbackBodySchema,
        response: {
          200: dataEnvelope(LineCallbackResultSchema),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          502: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      requireEnabled();
      const now = app.now();
      // Taken once: a replayed, forged or expired state is refused before LINE is asked anything.
      const record = await takeOAuthState(app.db, 'state', sha256Hex(request.body.state), now);
      if (!record?.code_verifier) {
        throw new HttpError(400, AUTH_API_MESSAGES.lineStateInvalid, [
          { field: 'state', message: AUTH_API_MESSAGES.lineStateInvalid },
        ]);
      }
      refuseOtherBrowser(record, request.body.browser_key);
      let profile: LineProfile;
      try {
        profile = await fetchLineProfile(line, {
          code: request.body.code,
          codeVerifier: record.code_verifier,
          redirectUri,
        });
      } catch (error) {
        request.log.warn({ err: error }, 'LINE login failed');
        if (error instanceof LineRejectedError) throw new HttpError(400, AUTH_API_MESSAGES.lineFailed);
        throw new HttpError(502, AUTH_API_MESSAGES.lineUnavailable);
      }

      const linked = await findUserByLineId(app.db, profile.userId);
      if (record.mode === 'connect' && !linked) {
        const linkToken = randomToken(32);
        await insertOAuthState(app.db, {
          kind: 'link',
          key_hash: sha256Hex(linkToken),
          mode: 'connect',
          redirect_url: record.redirect_url,
          code_verifier: null,
          line_user_id: profile.userId,
          line_display_name: profile.displayName,
          line_picture_url: profile.pictureUrl ?? null,
          browser_key_hash: record.browser_key_hash,
          created_at: now,
          expires_at: new Date(now.getTime() + RECORD_TTL_MS),
        });
        return { data: { token: null, link_token: linkToken, redirect_url: record.redirect_url } };
      }
      const user = linked ?? (await loginLineUser(profile));
      const token = await issueAuthToken(app.db, app.config, now, user.id, 'line');
      return { data: { token, link_token: null, redirect_url: record.redirect_url } };
    },
  );

  app.post(
    '/connect-user',
    {
      schema: { body: ConnectUserBodySchema, response: { 200: dataEnvelope(TokenResultSchema), ...errors } },
    },
    async (request) => {
      requireEnabled();
      const { tel, password, link_token } = request.body;
      // The password first: a typo must not use up the pending LINE link.
      const user = await checkPassword(app, tel, password, request.ip);
      const now = app.now();
      const link = await takeOAuthState(app.db, 'link', sha256Hex(link_token), now);
      if (!link?.line_user_id) {
        throw new HttpError(400, AUTH_API_MESSAGES.lineLinkInvalid, [
          { field: 'link_token', message: AUTH_API_MESSAGES.lineLinkInvalid },
        ]);
      }
      refuseOtherBrowser(link, request.body.browser_key);
      const alreadyLinked = () => new HttpError(422, AUTH_API_MESSAGES.lineAlreadyLinked);
      if (user.line_user_id && user.line_user_id !== link.line_user_id) throw alreadyLinked();
      try {
        await updateUser(
          app.db,
          user.id,
          { line_user_id: link.line_user_id, avatar_url: user.avatar_url ?? link.line_picture_url },
          now,
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyLinked();
        throw error;
      }
      const token = await issueAuthToken(app.db, app.config, now, user.id, 'line');
      return { data: { token } };
    },
  );
};

export default lineRoutes;
