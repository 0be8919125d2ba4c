// Run: npx tsx --test scripts/nginx-answers.test.ts (node:test: scripts/ has no jest project).
// Debian's nginx with the rendered deploy/nginx/ config answers as scripts/serve-static.ts does:
// the same checks (static-server-contract.ts) against the same small dist/. Without nginx
// (scripts/ensure-nginx.sh installs it) the checks say so rather than pass unseen. A second nginx
// serves the shell's real HTML: its pages carry their head from a stand-in API (page-head-contract.ts).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { buildContentSecurityPolicy } from './content-security-policy';
import { NGINX, startShellNginx, type ShellNginx } from './nginx-process';
import { CONTRACT_PAGES, staticServerContract, writeRemoteDist } from './static-server-contract';
import { siteFilesContract, startFakeSiteApi } from './site-files-contract';
import {
  CONTRACT_STAFF_PAGES,
  pageHeadContract,
  startFakePageHeadApi,
  writeShellDist,
  type FakePageHeadApi,
} from './page-head-contract';

const API_URL = 'https://api.example';

describe('nginx', { skip: !existsSync(NGINX) && `no ${NGINX}` }, () => {
  let nginx: ShellNginx | undefined;
  let siteApi: { close: () => void } | undefined;
  before(async () => {
    const fakeApi = await startFakeSiteApi();
    siteApi = fakeApi.server;
    nginx = await startShellNginx({
      root: writeRemoteDist(),
      apiUrl: API_URL,
      apiUpstream: fakeApi.url,
      remoteOrigins: [],
      pages: CONTRACT_PAGES,
    });
  });
  after(() => {
    void nginx?.stop();
    siteApi?.close();
  });

  staticServerContract(
    'nginx',
    () => `http://127.0.0.1:${nginx!.port}`,
    () => buildContentSecurityPolicy({ kind: 'host', apiUrl: API_URL, remoteOrigins: [] }),
  );
  siteFilesContract('nginx', () => `http://127.0.0.1:${nginx!.port}`);
});

describe('nginx: the API down', { skip: !existsSync(NGINX) && `no ${NGINX}` }, () => {
  test('nginx: an API that does not answer makes the site files a 502 in Thai, not the HTML', async () => {
    const down = await startFakeSiteApi();
    await new Promise((resolve) => down.server.close(resolve));
    const nginx = await startShellNginx({
      root: writeRemoteDist(),
      apiUrl: API_URL,
      apiUpstream: down.url,
      remoteOrigins: [],
      pages: CONTRACT_PAGES,
    });
    try {
      const response = await fetch(`http://127.0.0.1:${nginx.port}/sitemap.xml`);
      assert.equal(response.status, 502);
      assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.match(await response.text(), /ลองใหม่/);
    } finally {
      await nginx.stop();
    }
  });
});

describe('nginx: the page head', { skip: !existsSync(NGINX) && `no ${NGINX}` }, () => {
  let nginx: ShellNginx | undefined;
  let pageHeadApi: FakePageHeadApi;
  before(async () => {
    pageHeadApi = await startFakePageHeadApi();
    nginx = await startShellNginx({
      root: writeShellDist(),
      apiUrl: API_URL,
      apiUpstream: pageHeadApi.url,
      remoteOrigins: [],
      pages: [...CONTRACT_PAGES, ...CONTRACT_STAFF_PAGES],
      staffPages: CONTRACT_STAFF_PAGES,
    });
  });
  after(() => {
    void nginx?.stop();
    void pageHeadApi.stop();
  });

  test('nginx: the page with its head is still compressed on the fly and told where the API is', async () => {
    const answer = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      http
        .get(
          `http://127.0.0.1:${nginx!.port}/check-lottery/2026-11-16`,
          { headers: { 'Accept-Encoding': 'gzip' } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
            );
          },
        )
        .on('error', reject);
    });
    assert.equal(answer.encoding, 'gzip');
    const html = gunzipSync(answer.body).toString('utf8');
    assert.ok(
      html.includes('<link rel="canonical" href="https://chokdee.example/check-lottery/2026-11-16">'),
    );
    assert.ok(html.includes(`<meta name="chokdee-api-url" content="${API_URL}">`));
  });

  // Last: its final check stops the API.
  pageHeadContract(
    'nginx',
    () => `http://127.0.0.1:${nginx!.port}`,
    () => pageHeadApi,
  );
});
