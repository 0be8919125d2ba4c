import { z } from 'zod';
import type { LineLoginConfig } from '#api/config';
import { pkceChallenge } from '#api/lib/secure-token';

/** The LINE answer fields the API uses (LINE Login v2.1). */
const TokenAnswerSchema = z.object({ access_token: z.string().min(1) });
const ProfileAnswerSchema = z.object({
  userId: z.string().min(1),
  displayName: z.string(),
  pictureUrl: z.string().optional(),
});

export type LineProfile = z.infer<typeof ProfileAnswerSchema>;

/** LINE refused (a bad or used code, wrong verifier): the member should start again. */
export class LineRejectedError extends Error {}
/** LINE could not be reached or answered nonsense. */
export class LineUnavailableError extends Error {}

const TIMEOUT_MS = 10_000;

async function call(url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new LineUnavailableError(`LINE unreachable: ${String(error)}`, { cause: error });
  }
  if (response.status >= 400 && response.status < 500) {
    throw new LineRejectedError(`LINE answered ${response.status}: ${await response.text()}`);
  }
  if (!response.ok) throw new LineUnavailableError(`LINE answered ${response.status}`);
  return response.json().catch((error: unknown) => {
    throw new LineUnavailableError('LINE answered a body that is not JSON', { cause: error });
  });
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new LineUnavailableError(`unexpected LINE answer: ${parsed.error.message}`);
  return parsed.data;
}

/** LINE Login's authorize address: a login with PKCE, bound to `state`; `extra` adds LINE options. */
export function lineAuthorizeUrl(
  config: LineLoginConfig,
  input: { redirectUri: string; state: string; codeVerifier: string; extra?: Record<string, string> },
): string {
  const url = new URL(config.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId ?? '',
    redirect_uri: input.redirectUri,
    state: input.state,
    scope: 'profile openid',
    ...input.extra,
    code_challenge: pkceChallenge(input.codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

export interface LineCodeInput {
  code: string;
  codeVerifier: string;
  redirectUri: string;
}

/** Authorization code (+ PKCE verifier) → the login's access token. */
export async function exchangeLineCode(config: LineLoginConfig, input: LineCodeInput): Promise<string> {
  const token = parse(
    TokenAnswerSchema,
    await call(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        client_id: config.clientId ?? '',
        client_secret: config.clientSecret ?? '',
        code_verifier: input.codeVerifier,
      }),
    }),
  );
  return token.access_token;
}

/** Authorization code (+ PKCE verifier) → access token → the member's LINE profile. */
export async function fetchLineProfile(config: LineLoginConfig, input: LineCodeInput): Promise<LineProfile> {
  const accessToken = await exchangeLineCode(config, input);
  return parse(
    ProfileAnswerSchema,
    await call(config.profileUrl, { headers: { authorization: `Bearer ${accessToken}` } }),
  );
}
