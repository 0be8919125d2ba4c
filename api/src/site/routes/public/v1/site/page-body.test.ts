import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVER_PAGE } from '@chokdee/shared-contract/server-page';
import type { FastifyInstance } from 'fastify';
import { adminHeaders, buildTestApp } from '#api/test/build-test-app';

// The page body against a remote's real files served over HTTP (a manifest and its
// `server/render.js`), as the API reads a live remote's: what each kind of render file gives.

/** Render files by remote: each answers one path, the way a remote's `render(url, apiUrl)` does. */
const RENDER_FILES: Record<string, string> = {
  mf_results: `exports.render = async (url, apiUrl, publicApiUrl) => url === '/check-lottery'
    ? { html: '<h1 class="title">ผลสลาก 107387</h1><p>' + apiUrl + '</p><img src="' + publicApiUrl + '/static/a.png">', answers: { 'lottery:latest': { first: '</script><b>' } } }
    : null;`,
  mf_files: `const fs = require('fs');
    exports.render = async () => ({ html: fs.readFileSync('/etc/passwd', 'utf8'), answers: {} });`,
  mf_broken: `exports.render = async () => { throw new Error('boom'); };`,
  mf_slow: `exports.render = () => new Promise((resolve) => setTimeout(() => resolve({ html: '<p>late</p>', answers: {} }), 1300));`,
  mf_wide: `exports.render = async () => ({ html: '<h1>ร้านค้าลอตเตอรี่</h1>', answers: {} });`,
  // A page with two widgets' places: one of a remote that renders it, one of a remote that is gone.
  mf_home: `const island = (key) => '<div class="island" data-widget-island="' + key + '" data-slot="main.sections"></div>';
    exports.render = async () => ({ html: '<h1>โชคดี</h1>' + island('mf_widgets:./widgets/latest') + island('mf_gone:./widgets/x'), answers: { home: 1 } });`,
  mf_widgets: `exports.render = async () => null;
    exports.renderWidget = async (module, props) => module === './widgets/latest'
      ? { html: '<section class="title">งวดล่าสุด 107387 in ' + props.slot + '</section>', answers: { 'lottery:latest': 2 } }
      : null;`,
};

/** Each remote's one route (in the default layout unless it says). */
const ROUTES: Record<string, { path: string; layout?: string }> = {
  mf_results: { path: '/check-lottery' },
  mf_files: { path: '/files-page' },
  mf_broken: { path: '/broken-page' },
  mf_slow: { path: '/slow-page' },
  mf_members: { path: '/members/safe' },
  mf_wide: { path: '/wide-page', layout: 'default-fluid' },
  mf_home: { path: '/home-page', layout: 'default-fluid' },
  mf_widgets: { path: '/widgets-page' },
};

let app: FastifyInstance;
let files: Server;
/** The paths the remotes' file server was asked for. */
const asked: string[] = [];
beforeAll(async () => {
  files = createServer((request, response) => {
    asked.push(request.url ?? '');
    const [, remote, ...rest] = (request.url ?? '').split('/');
    const file = rest.join('/');
    if (file === 'mf-manifest.json') {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ exposes: [{ name: 'app', assets: { css: { sync: ['app.1a2b.css'] } } }] }),
      );
    } else if (file === 'app.1a2b.css') {
      response.end('.title{font-size:2rem}');
    } else if (file === 'server/render.js' && remote && RENDER_FILES[remote]) {
      response.end(RENDER_FILES[remote]);
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  const { port } = files.address() as AddressInfo;
  app = await buildTestApp({ config: { publicApiUrl: 'https://api.chokdee.example' } });
  for (const [name, route] of Object.entries(ROUTES)) {
    const response = await app.inject({
      method: 'PUT',
      url: `/admin/v1/remotes/${name}`,
      headers: adminHeaders(),
      payload: {
        entry: `http://127.0.0.1:${port}/${name}/mf-manifest.json`,
        version: '1.0.0',
        routes: [route],
      },
    });
    expect(response.statusCode).toBeLessThan(300);
  }
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => files.close(resolve));
});

const pageBody = (path: string) =>
  app.inject({ method: 'GET', url: `${SERVER_PAGE.apiPath}?path=${encodeURIComponent(path)}` });

test("any page loads every live remote's render file, so a remote's first visit does not wait for it", async () => {
  expect(asked.some((url) => url.endsWith('/server/render.js'))).toBe(false);
  expect((await pageBody('/no-remote-serves-this')).statusCode).toBe(204);
  const loadedBy = () => Object.keys(ROUTES).filter((name) => asked.includes(`/${name}/server/render.js`));
  // Loaded in the background: given a moment on loopback.
  for (let tries = 0; tries < 50 && loadedBy().length < Object.keys(ROUTES).length; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(loadedBy()).toEqual(Object.keys(ROUTES));
});

test("a remote's page comes as HTML with its stylesheet and the answers it was rendered with", async () => {
  const response = await pageBody('/check-lottery');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.headers['cache-control']).toContain('s-maxage=');
  const { port } = files.address() as AddressInfo;
  expect(response.body).toContain(
    `<link rel="stylesheet" href="http://127.0.0.1:${port}/mf_results/app.1a2b.css">`,
  );
  expect(response.body).toContain(
    `<div id="${SERVER_PAGE.pageId}" data-remote="mf_results" data-path="/check-lottery" data-layout="default"><h1 class="title">ผลสลาก 107387</h1>`,
  );
  // The render reads this API on loopback; the HTML names it as the browser reaches it.
  expect(response.body).toMatch(/<p>http:\/\/127\.0\.0\.1:\d+<\/p>/);
  expect(response.body).toContain('<img src="https://api.chokdee.example/static/a.png">');
  // An answer's text cannot end the script that carries it.
  const script = response.body.slice(response.body.indexOf(`<script type="application/json"`));
  expect(script).toContain('\\u003c/script>\\u003cb>');
  expect(script.match(/<\/script>/g)).toHaveLength(1);
});

test('the page says its layout, so it sits where that layout will hold it before any script', async () => {
  const response = await pageBody('/wide-page');
  expect(response.body).toContain(
    `<div id="${SERVER_PAGE.pageId}" data-remote="mf_wide" data-path="/wide-page" data-layout="default-fluid">`,
  );
});

test('no body, so the browser renders the page: no remote, a page it does not render, or a bad render', async () => {
  for (const path of ['/nobody-serves-this', '/members/safe', '/files-page', '/broken-page']) {
    const response = await pageBody(path);
    expect({ path, status: response.statusCode, body: response.body }).toEqual({
      path,
      status: 204,
      body: '',
    });
  }
});

test("a page's widget islands come filled by their remotes' files, with their answers and stylesheets", async () => {
  const response = await pageBody('/home-page');
  expect(response.statusCode).toBe(200);
  const { port } = files.address() as AddressInfo;
  expect(response.body).toContain(
    `<link rel="stylesheet" href="http://127.0.0.1:${port}/mf_widgets/app.1a2b.css">`,
  );
  // The one of a remote that is not live goes: the browser mounts that widget afresh.
  expect(response.body).toContain(
    '<h1>โชคดี</h1><div class="island" data-widget-island="mf_widgets:./widgets/latest" data-slot="main.sections">' +
      '<section class="title">งวดล่าสุด 107387 in main.sections</section></div></div>',
  );
  expect(response.body).not.toContain('mf_gone');
  const script = response.body.slice(response.body.indexOf('<script type="application/json"'));
  expect(script).toContain('{"home":1,"lottery:latest":2}');
});

test('a render slower than a second gives no body rather than keep the page waiting', async () => {
  const started = Date.now();
  const response = await pageBody('/slow-page');
  expect(response.statusCode).toBe(204);
  expect(Date.now() - started).toBeLessThan(2000);
});

test('a path that is not a path is refused in Thai', async () => {
  const response = await app.inject({ method: 'GET', url: SERVER_PAGE.apiPath });
  expect(response.statusCode).toBe(400);
  expect(JSON.stringify(response.json())).toMatch(/[\u0E00-\u0E7F]/);
});
