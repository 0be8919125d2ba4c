// The site as deployed: nginx serving the built apps with deploy/nginx's configs, the API on
// PostgreSQL. A few pages that need every remote to load from its nginx origin, a member's login
// through the API, and what nginx itself answers: the security headers, the CSP, gzip, caching.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { APPS } from '../../scripts/apps';
import { buildContentSecurityPolicy } from '../../scripts/content-security-policy';
import {
  ERROR_CONTENT_SECURITY_POLICY,
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '../../scripts/security-headers';
import { returningVisitorState } from '../support/site-state';
import { SMOKE_API_URL, smokeOrigin } from './env';

const SHELL = smokeOrigin('shell');
const REMOTES = APPS.filter((app) => app.remote);
const state = returningVisitorState();
test.use({
  storageState: { ...state, origins: state.origins.map((entry) => ({ ...entry, origin: SHELL })) },
});

/** Fails the test on anything the CSP blocked or a script error, the first signs of a broken deploy. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

test('the home page, /check-lottery and a store load every remote they need through nginx', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const remoteFiles = new Set<string>();
  page.on('response', (response) => {
    const origin = new URL(response.url()).origin;
    if (response.ok() && origin !== SHELL && origin !== SMOKE_API_URL) remoteFiles.add(origin);
  });

  await page.goto('/');
  await expect(page.getByText(/รางวัลที่ 1/).first()).toBeVisible();
  await page.goto('/check-lottery');
  await expect(page.getByText(/รางวัลที่ 1/).first()).toBeVisible();
  await page.goto('/dealers/somchai-lucky');
  await expect(page.getByText(/สมชาย/).first()).toBeVisible();

  // Every remote is registered at its nginx URL, and the pages loaded them from there.
  const catalog = (await (await page.request.get(`${SMOKE_API_URL}/public/v3/catalog`)).json()) as {
    data: { remotes: { name: string; entry: string }[] };
  };
  expect(Object.fromEntries(catalog.data.remotes.map((remote) => [remote.name, remote.entry]))).toEqual(
    Object.fromEntries(REMOTES.map((app) => [app.name, `${smokeOrigin(app.dir)}/mf-manifest.json`])),
  );
  expect(remoteFiles).toContain(smokeOrigin('mf-lottery'));
  expect(errors).toEqual([]);

  // For a person to look at: the deployed home page, phone and desktop.
  await page.goto('/');
  await expect(page.getByText(/รางวัลที่ 1/).first()).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${test.info().outputDir}/../screenshots/home-${width}.png` });
  }
});

async function createMember(request: APIRequestContext) {
  const tel = `08${`${Date.now()}`.slice(-8)}`;
  const password = 'chokdee2569';
  const call = async <T>(path: string, data: unknown, token?: string, method: 'post' | 'put' = 'post') => {
    const response = await request[method](`${SMOKE_API_URL}${path}`, {
      data,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  const { token } = await call<{ token: string }>('/public/v2/auth/register', {
    name: 'ทดสอบ',
    lastname: 'ระบบจริง',
    tel,
    password,
    password_confirmation: password,
  });
  const latest = (await (await request.get(`${SMOKE_API_URL}/public/v2/consents/latest`)).json()) as {
    data: { id: number };
  };
  await call('/public/v2/consents/accept', { consent_id: latest.data.id }, token);
  const sent = await call<{ otp_ref: string }>(
    '/public/v2/auth/otp/send',
    { tel, purpose: 'verify_phone' },
    token,
  );
  let code = '';
  await expect
    .poll(async () => {
      const inbox = await request.get(`${SMOKE_API_URL}/dev/sms-inbox`, { params: { tel } });
      const { data } = (await inbox.json()) as { data: { code: string | null }[] };
      code = data.find((entry) => entry.code)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await call('/public/v2/auth/otp/verify', { otp_ref: sent.otp_ref, code }, token);
  await call(
    '/public/v2/auth/profile',
    { name: 'ทดสอบ', lastname: 'ระบบจริง', date_of_birth: '1990-04-13' },
    token,
    'put',
  );
  return { tel, password };
}

test('a member logs in (mf-member through nginx, the API on PostgreSQL)', async ({ page, request }) => {
  const errors = watchErrors(page);
  const member = await createMember(request);
  await page.goto('/members/login');
  await page.getByRole('textbox', { name: 'เบอร์โทรศัพท์', exact: true }).fill(member.tel);
  await page.getByRole('textbox', { name: 'รหัสผ่าน', exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page).toHaveURL(`${SHELL}/`);
  await expect(page.getByRole('button', { name: /เมนูผู้ใช้/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toMatch(/^Bearer /);
  expect(errors).toEqual([]);
});

test("a path that is none of the site's pages: nginx answers 404 with the shell, which shows its 404 page", async ({
  page,
  request,
}) => {
  // Pages of the shell and of remotes (dynamic segments included) are 200.
  for (const known of [
    '/check-lottery/2569-01-16',
    '/dealers/somchai-lucky',
    '/articles/1/x',
    '/members/profile',
  ]) {
    expect((await request.get(known)).status(), known).toBe(200);
  }
  const answer = await request.get('/no/such/page');
  expect(answer.status()).toBe(404);
  expect(answer.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(await answer.text()).toContain(`<meta name="chokdee-api-url" content="${SMOKE_API_URL}">`);

  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 2, name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeVisible();
});

test("the site's sitemap and robots.txt come from the API through nginx, on the site's origin", async ({
  request,
}) => {
  const site = smokeOrigin('shell');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  expect(sitemap.headers()['cache-control']).toBe('public, max-age=3600');
  expect(sitemap.headers()['x-content-type-options']).toBe('nosniff');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${site}/check-lottery</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${site}/check-lottery/\\d{4}-\\d{2}-\\d{2}</loc>`));
  expect(xml).not.toContain('/members/');

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain(`Sitemap: ${site}/sitemap.xml`);
});

test("a draw's page arrives as HTML with its own head from the API, written by nginx", async ({
  request,
}) => {
  // A drawn date as the site lists it, then that page's raw HTML (no script runs: a crawler's view).
  const site = smokeOrigin('shell');
  const xml = await (await request.get('/sitemap.xml')).text();
  const draw = new RegExp(`<loc>(${site}/check-lottery/\\d{4}-\\d{2}-\\d{2})</loc>`).exec(xml)?.[1];
  expect(draw, 'a drawn date in the sitemap').toBeTruthy();
  const pagePath = new URL(draw!).pathname;
  for (const query of ['', '?utm_source=line']) {
    const answer = await request.get(`${pagePath}${query}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-encoding']).toBe('gzip');
    const html = await answer.text();
    expect(html).toContain(`<link rel="canonical" href="${draw}">`);
    expect(html).toContain(`<meta property="og:url" content="${draw}">`);
    expect(html).not.toContain('<!--#');
    expect(html.match(/<title>/g)).toHaveLength(1);
  }
  // The Thai alias of a draw's page names the draw's own page as canonical.
  const alias = `/${encodeURIComponent('ตรวจลอตเตอรี่')}/${pagePath.split('/').pop()}`;
  const aliasHtml = await (await request.get(alias)).text();
  expect(aliasHtml).toContain(`<link rel="canonical" href="${draw}">`);
  expect(aliasHtml).toMatch(/<title>ตรวจหวย งวด [^<]+<\/title>/);
  // A Thai path: sent percent-encoded, its canonical percent-encoded on the site.
  const thai = `/${encodeURIComponent('ขอพร')}`;
  const html = await (await request.get(thai)).text();
  expect(html).toContain(`<link rel="canonical" href="${site}${thai}">`);
});

test("nginx sends each page its headers and CSP, the API's URL in the HTML, gzip and caching", async ({
  request,
}) => {
  const page = await request.get('/check-lottery', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.status()).toBe(200);
  const headers = page.headers();
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
  expect(headers['content-encoding']).toBe('gzip');
  expect(headers['content-security-policy']).toBe(
    buildContentSecurityPolicy({
      kind: 'host',
      apiUrl: SMOKE_API_URL,
      remoteOrigins: REMOTES.map((app) => smokeOrigin(app.dir)),
    }),
  );
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['strict-transport-security']).toBeUndefined();
  // Compressed, and still told where the API is (nginx writes it before compressing).
  const html = await page.text();
  expect(html).toContain(`<meta name="chokdee-api-url" content="${SMOKE_API_URL}">`);

  // Behind a TLS proxy: HSTS.
  const overTls = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(overTls.headers()['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);

  // A content-hashed script: precompressed, cached for a year.
  const script = /src="(\/[^"]+\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
  expect(script, 'a hashed script in the HTML').toBeTruthy();
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-type']).toContain('application/javascript');

  // Each remote: its manifest revalidated and open to the shell, its own page with the remote CSP.
  for (const app of REMOTES) {
    const manifest = await request.get(`${smokeOrigin(app.dir)}/mf-manifest.json`);
    expect(manifest.status(), app.dir).toBe(200);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    const own = await request.get(`${smokeOrigin(app.dir)}/`);
    expect(own.headers()['content-security-policy'], app.dir).toBe(
      buildContentSecurityPolicy({ kind: 'remote', apiUrl: SMOKE_API_URL }),
    );
  }

  // No dotfile (build bookkeeping) is served; a 404 keeps the security headers.
  const dotfile = await request.get('/.build-inputs');
  expect(dotfile.status()).toBe(404);
  expect(dotfile.headers()['x-content-type-options']).toBe('nosniff');
  expect(dotfile.headers()['x-frame-options']).toBe('DENY');
  expect(dotfile.headers()['content-security-policy']).toBe(ERROR_CONTENT_SECURITY_POLICY);

  // Only GET and HEAD: a PUT or a TRACE is a 405 in Thai, with the headers; a page has no CORS.
  for (const method of ['PUT', 'TRACE', 'DELETE']) {
    const refused = await request.fetch('/', { method });
    expect(refused.status(), method).toBe(405);
    expect(refused.headers()['x-content-type-options'], method).toBe('nosniff');
    expect(refused.headers()['access-control-allow-origin'], method).toBeUndefined();
  }
  expect(headers['access-control-allow-origin']).toBeUndefined();

  // The truck POS's service worker comes from the shell's origin, allowed to control /truck.
  const worker = await request.get('/remote-pwa/mf_truck/service-worker.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['service-worker-allowed']).toBe('/truck');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect((await request.get('/remote-pwa/mf_truck/manifest.webmanifest')).status()).toBe(200);
});
