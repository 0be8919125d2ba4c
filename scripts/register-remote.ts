// Registers (or replaces) one remote in the API's catalog: what a deploy does after publishing
// the remote's static files. The routes and widgets come from the remote's own catalog.json, so
// the team that owns a remote also owns what it serves.
//   ADMIN_TOKEN=… tsx scripts/register-remote.ts mf-lottery --entry https://cdn.example/mf-lottery/mf-manifest.json --api https://api.example
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { RemoteReleaseSchema, type RemoteRelease } from '@chokdee/shared-contract/schemas/catalog';
import { RemoteDescriptorSchema } from '@chokdee/shared-contract/schemas/remote-descriptor';
import { readReleaseRecord } from './release-record';

export interface RegisterRemoteOptions {
  appDir: string;
  entry: string;
  apiUrl: string;
  adminToken: string;
  /** Ship as a canary to this share of visitors (1–99) instead of making it live. */
  canaryPercent?: number;
}

/**
 * The remote's catalog.json (with its Thai `display_name`) plus the entry, and the version and
 * `requires` ranges its build recorded (scripts/release-record.ts). The catalog.json must be
 * whole: a remote without its Thai name is not deployed (the API alone would answer the technical
 * name to staff).
 */
export function readRemoteDescriptor(appDir: string, entry: string): RemoteRelease {
  const descriptor = JSON.parse(readFileSync(path.join(appDir, 'catalog.json'), 'utf8')) as object;
  const whole = RemoteDescriptorSchema.safeParse(descriptor);
  if (!whole.success) {
    throw new Error(`catalog.json ของ ${appDir} ไม่ถูกต้อง:\n${z.prettifyError(whole.error)}`);
  }
  const { version, requires } = readReleaseRecord(appDir);
  // Encoded: checked and given its defaults, in the shape the API reads.
  const release = z.encode(
    RemoteReleaseSchema,
    RemoteReleaseSchema.parse({ ...descriptor, entry, version, requires }),
  );
  // The switch and the campaign window belong to the product owners (the console): a deploy
  // sends them only when the remote's catalog.json states them.
  for (const key of ['enabled', 'campaign_starts_at', 'campaign_ends_at'] as const) {
    if (!(key in descriptor)) delete release[key];
  }
  return release;
}

export async function registerRemote({
  appDir,
  entry,
  apiUrl,
  adminToken,
  canaryPercent,
}: RegisterRemoteOptions): Promise<void> {
  const remote = { ...readRemoteDescriptor(appDir, entry), canary_percent: canaryPercent };
  const response = await fetch(`${apiUrl}/admin/v1/remotes/${remote.name}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
    body: JSON.stringify(remote),
  });
  if (!response.ok) {
    throw new Error(`ลงทะเบียน ${remote.name} ไม่สำเร็จ (${response.status}): ${await response.text()}`);
  }
}

function flag(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

if (require.main === module) {
  const appDir = process.argv[2];
  const entry = flag('--entry');
  const apiUrl = flag('--api') ?? 'http://localhost:4000';
  const adminToken = process.env.ADMIN_TOKEN;
  const canary = flag('--canary');
  if (!appDir || !entry || !adminToken) {
    console.error(
      'ใช้: ADMIN_TOKEN=… tsx scripts/register-remote.ts <app-dir> --entry <mf-manifest.json URL> [--api URL] [--canary <percent>]',
    );
    process.exit(2);
  }
  registerRemote({
    appDir: path.resolve(appDir),
    entry,
    apiUrl,
    adminToken,
    canaryPercent: canary ? Number(canary) : undefined,
  }).then(
    () => console.log(`registered ${appDir} → ${entry}`),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
