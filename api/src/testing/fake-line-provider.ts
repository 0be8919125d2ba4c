import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What LINE's profile endpoint answers. */
export interface FakeLineProfile {
  userId: string;
  displayName: string;
  pictureUrl?: string;
}

export interface FakeLineProviderOptions {
  clientId: string;
  clientSecret: string;
  /** The LINE account that "approves" the next logins (settable later with `setProfile`). */
  profile?: FakeLineProfile;
  port?: number;
  host?: string;
}

export interface FakeLineProvider {
  origin: string;
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string;
  setProfile(profile: FakeLineProfile): void;
  /** Every request the provider answered, e.g. `GET /authorize`, for assertions. */
  readonly requests: string[];
  close(): Promise<void>;
}

interface PendingCode {
  challenge: string;
  redirectUri: string;
  profile: FakeLineProfile;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A stand-in for LINE Login v2.1 on loopback, for tests and the e2e suite: `/authorize` approves
 * at once (302 back to `redirect_uri` with `code` and `state`), `/token` checks the client, the
 * single-use code, the redirect URI and the PKCE verifier, `/profile` needs the access token.
 */
export async function startFakeLineProvider(options: FakeLineProviderOptions): Promise<FakeLineProvider> {
  let profile: FakeLineProfile = options.profile ?? {
    userId: 'U00000000000000000000000000000001',
    displayName: 'ผู้ใช้ LINE ทดสอบ',
    pictureUrl: 'https://profile.line-scdn.net/fake-avatar.png',
  };
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, FakeLineProfile>();
  const requests: string[] = [];

  const authorize = (url: URL, res: ServerResponse) => {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri');
    const challenge = q.get('code_challenge');
    if (
      q.get('response_type') !== 'code' ||
      q.get('client_id') !== options.clientId ||
      !redirectUri ||
      !q.get('state') ||
      !challenge ||
      q.get('code_challenge_method') !== 'S256'
    ) {
      return json(res, 400, { error: 'invalid_request' });
    }
    const code = randomBytes(16).toString('base64url');
    codes.set(code, { challenge, redirectUri, profile });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.get('state') ?? '');
    res.writeHead(302, { location: back.toString() }).end();
  };

  const token = async (req: IncomingMessage, res: ServerResponse) => {
    const form = await readForm(req);
    if (form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret) {
      return json(res, 401, { error: 'invalid_client' });
    }
    const code = form.get('code') ?? '';
    const pending = codes.get(code);
    codes.delete(code); // single use, even when the rest is wrong
    const verifier = form.get('code_verifier') ?? '';
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !pending ||
      pending.redirectUri !== form.get('redirect_uri') ||
      s256(verifier) !== pending.challenge
    ) {
      return json(res, 400, { error: 'invalid_grant' });
    }
    const accessToken = randomBytes(24).toString('base64url');
    accessTokens.set(accessToken, pending.profile);
    json(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 2_592_000,
      scope: 'profile openid',
    });
  };

  const profileOf = (req: IncomingMessage, res: ServerResponse) => {
    const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    const found = match?.[1] ? accessTokens.get(match[1]) : undefined;
    if (!found) return json(res, 401, { message: 'invalid token' });
    json(res, 200, found);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-line');
    requests.push(`${req.method} ${url.pathname}`);
    if (req.method === 'GET' && url.pathname === '/authorize') return authorize(url, res);
    if (req.method === 'POST' && url.pathname === '/token') {
      return void token(req, res).catch(() => json(res, 500, { error: 'server_error' }));
    }
    if (req.method === 'GET' && url.pathname === '/profile') return profileOf(req, res);
    json(res, 404, { error: 'not_found' });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host}:${port}`;
  return {
    origin,
    authorizeUrl: `${origin}/authorize`,
    tokenUrl: `${origin}/token`,
    profileUrl: `${origin}/profile`,
    setProfile(next) {
      profile = next;
    },
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
