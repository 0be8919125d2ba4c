// Run: npx tsx --test scripts/nginx-answers.test.ts (node:test: scripts/ has no jest project).
// Debian's nginx with the rendered deploy/nginx/ config answers as scripts/serve-static.ts does:
// the same checks (static-server-contract.ts) against the same small dist/. Without nginx
// (scripts/ensure-nginx.sh installs it) the checks say so rather than pass unseen.
import { after, before, describe } from 'node:test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHELL } from './apps';
import { buildContentSecurityPolicy } from './content-security-policy';
import { writeNginxConfs } from './nginx-config';
import { CONTRACT_PAGES, staticServerContract, writeRemoteDist } from './static-server-contract';
import { siteFilesContract, startFakeSiteApi } from './site-files-contract';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const API_URL = 'https://api.example';

/** A port free right now (nginx cannot be asked for port 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function listening(port: number, seconds = 10): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx ไม่ฟังที่พอร์ต ${port}`);
}

describe('nginx', { skip: !existsSync(NGINX) && `no ${NGINX}` }, () => {
  let nginx: ChildProcess | undefined;
  let siteApi: { close: () => void } | undefined;
  let port = 0;
  before(async () => {
    port = await freePort();
    const fakeApi = await startFakeSiteApi();
    siteApi = fakeApi.server;
    const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-answers-'));
    writeNginxConfs(path.join(prefix, 'conf.d'), [SHELL], () => ({
      listen: `127.0.0.1:${port}`,
      root: writeRemoteDist(),
      apiUrl: API_URL,
      apiUpstream: fakeApi.url,
      remoteOrigins: [],
      pages: CONTRACT_PAGES,
    }));
    mkdirSync(path.join(prefix, 'tmp'));
    const conf = path.join(prefix, 'nginx.conf');
    writeFileSync(
      conf,
      `worker_processes 1; pid ${prefix}/nginx.pid; error_log stderr warn; daemon off;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  include ${prefix}/conf.d/*.conf;
}
`,
    );
    nginx = spawn(NGINX, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
    await listening(port);
  });
  after(() => {
    nginx?.kill('SIGTERM');
    siteApi?.close();
  });

  staticServerContract(
    'nginx',
    () => `http://127.0.0.1:${port}`,
    () => buildContentSecurityPolicy({ kind: 'host', apiUrl: API_URL, remoteOrigins: [] }),
  );
  siteFilesContract('nginx', () => `http://127.0.0.1:${port}`);
});
