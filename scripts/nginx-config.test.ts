// Run: npx tsx --test scripts/nginx-config.test.ts (node:test: scripts/ has no jest project).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { SHELL, type AppInfo } from './apps';
import { buildContentSecurityPolicy } from './content-security-policy';
import { composeFile, publicUrls, RENDERED_NGINX_DIR } from './compose-file';
import {
  appStaffPages,
  knownPagesMap,
  remotePwaLocations,
  renderAppConf,
  renderTemplate,
  writeNginxConfs,
} from './nginx-config';
import { securityHeaders } from './security-headers';

const lottery: AppInfo = {
  dir: 'mf-lottery',
  name: 'mf_lottery',
  portEnv: 'MF_LOTTERY_PORT',
  defaultPort: 3001,
  remote: true,
};
const options = {
  listen: '127.0.0.1:8100',
  root: '/srv/shell/dist',
  apiUrl: 'https://api.example/',
  remoteOrigins: ['https://lottery.example'],
};

test('every ${…} of the template is filled; one left without a value is an error', () => {
  assert.equal(renderTemplate('listen ${LISTEN}; $uri', { LISTEN: '80' }), 'listen 80; $uri');
  assert.throws(() => renderTemplate('root ${ROOT};', {}), /ROOT/);
});

test('a value nginx would read as more than text is refused', () => {
  for (const bad of ['http://x/$host', 'a"b', 'a{b', 'a\nadd_header X 1']) {
    assert.throws(() => renderTemplate('x ${V};', { V: bad }), /ใช้ไม่ได้/, bad);
  }
  assert.throws(() => renderAppConf({ app: SHELL, ...options, apiUrl: 'not a url' }));
});

test("the shell's page: the CSP with the remotes' origins, the API URL in its HTML, every header", () => {
  const conf = renderAppConf({ app: SHELL, ...options });
  assert.doesNotMatch(conf, /\$\{/);
  assert.match(conf, /listen 127\.0\.0\.1:8100;/);
  assert.match(conf, /root \/srv\/shell\/dist;/);
  const csp = buildContentSecurityPolicy({
    kind: 'host',
    apiUrl: 'https://api.example',
    remoteOrigins: ['https://lottery.example'],
  });
  assert.ok(conf.includes(`add_header Content-Security-Policy "${csp}" always;`));
  assert.ok(conf.includes('<meta name="chokdee-api-url" content="https://api.example">'));
  for (const [name, value] of Object.entries(securityHeaders({ hsts: false }))) {
    assert.ok(conf.includes(`add_header ${name} "${value}" always;`), `${name} missing`);
  }
});

test("a remote's page gets the remote's own CSP (its files and the API only)", () => {
  const conf = renderAppConf({ app: lottery, ...options });
  const csp = buildContentSecurityPolicy({ kind: 'remote', apiUrl: 'https://api.example' });
  assert.ok(conf.includes(`"${csp}"`));
  assert.ok(!conf.includes('https://lottery.example'));
});

test('docker-compose mounts the rendered configs, with the public URLs it was written for', () => {
  const urls = publicUrls(
    { PUBLIC_API_URL: 'https://api.example', MF_LOTTERY_PUBLIC_URL: 'https://lottery.example' },
    [SHELL, lottery],
  );
  assert.deepEqual(urls, {
    api: 'https://api.example',
    apps: { shell: 'http://localhost:3000', 'mf-lottery': 'https://lottery.example' },
  });
  const yaml = composeFile([SHELL, lottery], urls);
  assert.ok(yaml.includes(`./${RENDERED_NGINX_DIR}/mf-lottery.conf:/etc/nginx/conf.d/default.conf:ro`));
  assert.ok(yaml.includes(`./${RENDERED_NGINX_DIR}/00-http.conf:/etc/nginx/conf.d/00-http.conf:ro`));
  assert.ok(yaml.includes('--entry https://lottery.example/mf-manifest.json'));
  assert.ok(
    yaml.indexOf('scripts/register-shell.ts') < yaml.indexOf('scripts/register-remote.ts'),
    "the shell's versions are told before any remote registers against them",
  );
  assert.ok(!yaml.includes('templates'), 'no second way of rendering the configs');
  assert.ok(
    yaml.includes("fetch('http://127.0.0.1:4000/health/ready')"),
    'the API is healthy when it is ready (its database answers), not merely alive',
  );
  assert.ok(yaml.includes('stop_grace_period: 20s'), 'docker waits for the API to drain');
});

const truck: AppInfo = {
  dir: 'mf-truck',
  name: 'mf_truck',
  portEnv: 'MF_TRUCK_PORT',
  defaultPort: 3005,
  remote: true,
};

test("the shell serves a PWA remote's worker from its own origin, allowed to control the remote's pages", () => {
  const conf = renderAppConf({
    app: SHELL,
    ...options,
    remotePwas: [{ name: 'mf_truck', root: '/srv/mf-truck/dist/pwa', scope: '/truck' }],
  });
  assert.match(conf, /location \^~ \/remote-pwa\/mf_truck\/ \{\n {4}alias \/srv\/mf-truck\/dist\/pwa\/;/);
  assert.match(conf, /add_header Service-Worker-Allowed "\/truck";/);
  assert.ok(!conf.includes('#remote-pwa-locations'), 'the marker is replaced');
  assert.ok(!renderAppConf({ app: lottery, ...options }).includes('remote-pwa'), 'a remote serves none');
  assert.throws(() => remotePwaLocations([{ name: 'mf_truck', root: '/srv; evil', scope: '/truck' }]));
  assert.throws(() => remotePwaLocations([{ name: '../x', root: '/srv', scope: '/truck' }]));
});

test("docker-compose mounts a PWA remote's pwa/ folder into the shell's container only", () => {
  const yaml = composeFile([SHELL, truck], publicUrls({}, [SHELL, truck]));
  const shellBlock = yaml.slice(yaml.indexOf('  shell:'), yaml.indexOf('  mf-truck:'));
  const truckBlock = yaml.slice(yaml.indexOf('  mf-truck:'), yaml.indexOf('  register:'));
  assert.ok(shellBlock.includes('./mf-truck/dist/pwa:/usr/share/nginx/remote-pwa/mf_truck:ro'));
  assert.ok(!truckBlock.includes('remote-pwa'));
});

// Debian's nginx itself reads the rendered files (installed by scripts/ensure-nginx.sh, as the
// deploy smoke does); without it this says so rather than pass unseen.
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
test(
  'nginx accepts the rendered configs of every app together',
  { skip: !existsSync(NGINX) && `no ${NGINX}` },
  () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nginx-config-'));
    const files = writeNginxConfs(path.join(dir, 'conf.d'), [SHELL, lottery], (app) => ({
      ...options,
      listen: `127.0.0.1:${app.defaultPort + 5100}`,
      root: dir,
      // nginx resolves a proxied host when it starts: one that needs no DNS.
      apiUpstream: 'http://127.0.0.1:4000',
      remotePwas: app.remote ? [] : [{ name: 'mf_truck', root: dir, scope: '/truck' }],
      pageHeadCacheDir: path.join(dir, 'page-head-cache'),
    }));
    assert.equal(files.length, 2);
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid; error_log stderr; events {}
http { include /etc/nginx/mime.types; access_log off; include ${dir}/conf.d/*.conf; }\n`,
    );
    const result = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
      encoding: 'utf8',
    });
    assert.equal(result.status, 0, result.stderr);
    assert.match(readFileSync(files[0]!, 'utf8'), /server \{/);
  },
);

test("the shell's page map holds its own pages and every remote's routes; a remote's only its own", () => {
  const shell = renderAppConf({ app: SHELL, ...options });
  assert.match(shell, /^map \$uri \$chokdee_page_shell \{$/m);
  assert.ok(shell.includes('"~*^/articles/[0-9]+/[^/]+/?$" 1;'), 'a shell page, its id numeric');
  assert.ok(shell.includes('"~*^/dealers/[^/]+/?$" 1;'), "mf-lottery's store page");
  assert.ok(shell.includes('"~*^/members/profile/?$" 1;'), "mf-member's profile");
  assert.match(shell, /if \(\$chokdee_page_shell = ""\) \{\s+return 404;/);
  const remote = renderAppConf({ app: lottery, ...options });
  assert.ok(remote.includes('"~*^/dealers/[^/]+/?$" 1;'));
  assert.ok(
    !remote.includes('/members/profile/?$'),
    "another remote's route is no page of mf-lottery's server",
  );
});

test('a staff surface is a page the map marks `staff`, tried before any other pattern', () => {
  const map = knownPagesMap('shell', [{ path: '/:id/:title' }, { path: '/admin/*' }], [{ path: '/admin/*' }]);
  assert.equal(
    map,
    [
      'map $uri $chokdee_page_shell {',
      '  default "";',
      '  "~*^/admin(?:/.*)?/?$" staff;',
      '  "~*^/[^/]+/[^/]+/?$" 1;',
      '}',
    ].join('\n'),
  );
  assert.ok(knownPagesMap('shell', [], [{ path: '/truck/store' }]).includes('"~*^/truck/store/?$" staff;'));
});

test("the shell's staff surfaces are its console and every remote's staff routes; a remote has none", () => {
  const staff = appStaffPages(SHELL).map((page) => page.path);
  for (const path of ['/admin/*', '/truck/store', '/dealer/orders', '/staff/shop-orders']) {
    assert.ok(staff.includes(path), path);
  }
  assert.ok(!staff.includes('/truck/claim/:code?') && !staff.includes('/dealers/:userRef'));
  assert.deepEqual(appStaffPages(truck), []);
  const shell = renderAppConf({ app: SHELL, ...options });
  assert.ok(shell.includes('"~*^/truck/store/?$" staff;'));
  assert.ok(shell.includes('"~*^/admin(?:/.*)?/?$" staff;'));
  assert.ok(shell.includes('"~*^/truck/claim(?:/[^/]+)?/?$" 1;'), 'a consumer page of a staff app');
  assert.doesNotMatch(renderAppConf({ app: truck, ...options }), / staff;|chokdee_staff_page/);
});

test("the shell's origin takes /sitemap.xml and /robots.txt from the API; a remote's does not", () => {
  const shell = renderAppConf({ app: SHELL, ...options, apiUpstream: 'http://api:4000' });
  assert.match(
    shell,
    /location = \/sitemap\.xml \{\n {4}proxy_pass http:\/\/api:4000\/public\/v1\/site\/sitemap\.xml;/,
  );
  assert.match(
    shell,
    /location = \/robots\.txt \{\n {4}proxy_pass http:\/\/api:4000\/public\/v1\/site\/robots\.txt;/,
  );
  assert.match(shell, /proxy_hide_header Content-Security-Policy;/);
  // Without an upstream of its own, nginx reaches the API where the browser does.
  assert.match(
    renderAppConf({ app: SHELL, ...options }),
    /proxy_pass https:\/\/api\.example\/public\/v1\/site\/robots\.txt;/,
  );
  assert.doesNotMatch(renderAppConf({ app: lottery, ...options }), /location = \/(sitemap|robots)/);
  assert.throws(() => renderAppConf({ app: SHELL, ...options, apiUpstream: 'http://api:4000/x' }), /ใช้ไม่ได้/);
});

test("the shell's page gets its head by SSI from the API, micro-cached; a remote's page does not", () => {
  const shell = renderAppConf({ app: SHELL, ...options, apiUpstream: 'http://api:4000' });
  assert.match(shell, /location = \/index\.html \{[^}]*ssi on;/);
  assert.match(shell, /^map "\$chokdee_page_shell:\$request_uri" \$chokdee_page_head_path \{$/m);
  assert.match(
    shell,
    /^proxy_cache_path \/var\/cache\/nginx\/chokdee-page-head .*keys_zone=chokdee_page_head:/m,
  );
  const location = /location = \/_chokdee\/page-head \{[\s\S]*?\n {2}\}/.exec(shell)?.[0] ?? '';
  for (const line of [
    'internal;',
    'rewrite ^ /public/v1/site/page-head?path=$chokdee_page_head_path? break;',
    'proxy_pass http://api:4000;',
    'proxy_pass_request_headers off;',
    'proxy_cache chokdee_page_head;',
    'proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;',
    'proxy_cache_background_update on;',
    'proxy_cache_lock on;',
    'proxy_read_timeout 1500ms;',
  ]) {
    assert.ok(location.includes(line), `${line} missing in ${location}`);
  }
  const remote = renderAppConf({ app: lottery, ...options });
  assert.doesNotMatch(remote, /ssi on|_chokdee\/page-head|proxy_cache/);
});

test("the shell's page gets the announcement's first slide by SSI, for the visitor's closed cookie only", () => {
  const shell = renderAppConf({ app: SHELL, ...options, apiUpstream: 'http://api:4000' });
  assert.ok(
    shell.includes(
      [
        'map $cookie_chokdee_announcement_closed $chokdee_announcement_closed {',
        '  "~^[0-9]{8}\\.[0-9]{1,9}$" $cookie_chokdee_announcement_closed;',
        '  default "";',
        '}',
      ].join('\n'),
    ),
    'only a well-formed cookie, else empty',
  );
  const location = /location = \/_chokdee\/first-announcement \{[\s\S]*?\n {2}\}/.exec(shell)?.[0] ?? '';
  for (const line of [
    'internal;',
    'if ($chokdee_page_head_path = "") {',
    'rewrite ^ /public/v1/site/first-announcement?closed=$chokdee_announcement_closed? break;',
    'proxy_pass http://api:4000;',
    'proxy_pass_request_headers off;',
    'proxy_read_timeout 1500ms;',
    '=204 @chokdee_empty_include;',
    'proxy_cache chokdee_page_head;',
    // Its own keys in the heads' zone: a head's key is a path, '/…'.
    'proxy_cache_key first-announcement:$chokdee_announcement_closed;',
    'proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;',
    'proxy_cache_background_update on;',
    'proxy_cache_lock on;',
  ]) {
    assert.ok(location.includes(line), `${line} missing in ${location}`);
  }
  assert.equal(shell.match(/location @chokdee_empty_include \{/g)?.length, 1, 'one empty answer for both');
  // A staff surface's page: no slide, the API not asked (before the proxy, so never cached).
  assert.ok(
    shell.includes(
      ['map $chokdee_page_shell $chokdee_staff_page {', '  staff 1;', '  default "";', '}'].join('\n'),
    ),
    'from the pages map, read in the page request: the include sees its own $uri',
  );
  const staffCheck = location.indexOf('if ($chokdee_staff_page != "") {\n      return 204;');
  assert.ok(staffCheck > 0 && staffCheck < location.indexOf('proxy_pass'), location);
  assert.match(shell, /"~\^\(\?:1\|staff\):\(\?<chokdee_requested_path>/, "a staff page's head is asked");
  const head = /location = \/_chokdee\/page-head \{[\s\S]*?\n {2}\}/.exec(shell)?.[0] ?? '';
  assert.ok(!head.includes('chokdee_staff_page'), 'a staff page still gets its head');
  const uncached = renderAppConf({ app: SHELL, ...options, pageHeadCacheDir: false });
  assert.ok(uncached.includes('location = /_chokdee/first-announcement {'));
  const remote = renderAppConf({ app: lottery, ...options });
  assert.doesNotMatch(remote, /_chokdee\/first-announcement|announcement_closed/);
});

test("the shell's page gets its body rendered by its remote by SSI, by path only, none on a staff page", () => {
  const shell = renderAppConf({ app: SHELL, ...options, apiUpstream: 'http://api:4000' });
  const location = /location = \/_chokdee\/page-body \{[\s\S]*?\n {2}\}/.exec(shell)?.[0] ?? '';
  for (const line of [
    'internal;',
    'rewrite ^ /public/v1/site/page-body?path=$chokdee_page_head_path? break;',
    'proxy_pass http://api:4000;',
    // Nothing of the visitor's: the page is the same for everyone, so one cached copy serves all.
    'proxy_pass_request_headers off;',
    'proxy_read_timeout 1500ms;',
    '=204 @chokdee_empty_include;',
    'proxy_cache chokdee_page_head;',
    // Its own keys in the heads' zone: a head's key is the bare path.
    'proxy_cache_key page-body:$chokdee_page_head_path;',
  ]) {
    assert.ok(location.includes(line), `${line} missing in ${location}`);
  }
  const staffCheck = location.indexOf('if ($chokdee_staff_page != "") {\n      return 204;');
  assert.ok(staffCheck > 0 && staffCheck < location.indexOf('proxy_pass'), location);
  const remote = renderAppConf({ app: lottery, ...options });
  assert.doesNotMatch(remote, /_chokdee\/page-body/);
});

test('without the micro-cache every page asks the API; a cache folder nginx would misread is refused', () => {
  const uncached = renderAppConf({ app: SHELL, ...options, pageHeadCacheDir: false });
  assert.ok(uncached.includes('location = /_chokdee/page-head {'));
  assert.doesNotMatch(uncached, /proxy_cache/);
  assert.match(
    renderAppConf({ app: SHELL, ...options, pageHeadCacheDir: '/tmp/smoke/page-head-cache' }),
    /^proxy_cache_path \/tmp\/smoke\/page-head-cache /m,
  );
  for (const bad of ['/tmp/a b', '/tmp/$x', '/tmp/a;b']) {
    assert.throws(() => renderAppConf({ app: SHELL, ...options, pageHeadCacheDir: bad }), /ใช้ไม่ได้/, bad);
  }
});

test('every app answers a missing server render file with a 404 it does not log (the API asks often)', () => {
  for (const app of [SHELL, lottery]) {
    const conf = renderAppConf({ app, ...options });
    assert.match(conf, /location ~ "\^\/server\/\[\^\/\]\+\\\.\(js\|json\)\$" \{\n {4}log_not_found off;/);
  }
});
