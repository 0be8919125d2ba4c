// Tells the API which shared-kernel and React the live shell runs: what a deploy of the shell does,
// so that registering (or promoting) a remote built for other versions is refused.
//   ADMIN_TOKEN=… tsx scripts/register-shell.ts [--api URL]
import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { ShellRelease } from '@chokdee/shared-contract/schemas/catalog-admin';

const root = path.resolve(__dirname, '..');
const versionOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;

/** The versions the shell is built with: the kernel's package and the React the build resolved. */
export function shellVersions(rootDir = root): ShellRelease {
  return {
    kernel_version: versionOf(path.join(rootDir, 'shared-kernel', 'package.json')),
    react_version: versionOf(require.resolve('react/package.json', { paths: [path.join(rootDir, 'shell')] })),
  };
}

export async function registerShell(options: {
  apiUrl: string;
  adminToken: string;
  versions?: ShellRelease;
}) {
  const response = await fetch(`${options.apiUrl}/admin/v1/shell-release`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${options.adminToken}` },
    body: JSON.stringify(options.versions ?? shellVersions()),
  });
  if (!response.ok) throw new Error(`แจ้งเวอร์ชันของเชลล์ไม่สำเร็จ (${response.status}): ${await response.text()}`);
}

if (require.main === module) {
  const index = process.argv.indexOf('--api');
  const apiUrl = index > 0 ? process.argv[index + 1]! : 'http://localhost:4000';
  const adminToken = process.env.ADMIN_TOKEN;
  if (!adminToken) {
    console.error('ใช้: ADMIN_TOKEN=… tsx scripts/register-shell.ts [--api URL]');
    process.exit(2);
  }
  registerShell({ apiUrl, adminToken }).then(
    () => console.log('shell versions registered', shellVersions()),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
