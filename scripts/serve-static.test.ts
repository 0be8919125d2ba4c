// Run: npx tsx --test scripts/serve-static.test.ts (node:test: scripts/ has no jest project).
// What the static server of `npm start` answers: methods, CORS and the security headers.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startStaticServer } from './serve-static';
import { pageMatcher } from './page-patterns';
import { CONTRACT_PAGES, staticServerContract, writeRemoteDist } from './static-server-contract';
import { siteFilesContract, startFakeSiteApi } from './site-files-contract';

const PAGE_CSP = "default-src 'self'";
let server: http.Server;
let siteApi: http.Server;
before(async () => {
  const fakeApi = await startFakeSiteApi();
  siteApi = fakeApi.server;
  // HSTS as behind a TLS proxy (HSTS=1), as the contract's calls say they came over TLS.
  server = await startStaticServer({
    dir: writeRemoteDist(),
    port: 0,
    host: '127.0.0.1',
    contentSecurityPolicy: PAGE_CSP,
    hsts: true,
    isPage: pageMatcher(CONTRACT_PAGES),
    siteFilesApi: fakeApi.url,
  });
});
after(() => {
  server.close();
  siteApi.close();
});

const serverUrl = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
staticServerContract('serve-static', serverUrl, () => PAGE_CSP);
siteFilesContract('serve-static', serverUrl);

test('serve-static: an API that does not answer makes the site files a 502 in Thai, not the HTML', async () => {
  const down = await startFakeSiteApi();
  await new Promise((resolve) => down.server.close(resolve));
  const alone = await startStaticServer({
    dir: writeRemoteDist(),
    port: 0,
    host: '127.0.0.1',
    siteFilesApi: down.url,
  });
  try {
    const response = await fetch(`http://127.0.0.1:${(alone.address() as AddressInfo).port}/sitemap.xml`);
    assert.equal(response.status, 502);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    assert.match(await response.text(), /ลองใหม่/);
  } finally {
    alone.close();
  }
});
