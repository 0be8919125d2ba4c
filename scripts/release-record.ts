// What a remote's build records of itself beside its mf-manifest.json: its version and the platform
// (shared-kernel) and React ranges it was built against, taken from its package.json. A deploy
// registers exactly that, so the range the API checks against the live shell is the one the build
// used, never one typed by hand in catalog.json.
import path from 'node:path';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { RemoteRequires } from '@chokdee/shared-contract/schemas/catalog';

export const RELEASE_RECORD_FILE = 'release.json';

export interface ReleaseRecord {
  version: string;
  requires: RemoteRequires;
}

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
}

/** The record of a package.json: its version, and the ranges of the two runtime singletons it needs. */
export function releaseRecordOf(pkg: PackageJson): ReleaseRecord {
  const dependencies = pkg.dependencies ?? {};
  const kernel = dependencies['@chokdee/shared-kernel'];
  const react = dependencies.react;
  return {
    version: pkg.version,
    requires: { ...(kernel && { shared_kernel: kernel }), ...(react && { react }) },
  };
}

export function readPackageJson(appDir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as PackageJson;
}

/** Writes the record into a build folder (the build does it; tests that fake a build too). */
export function writeReleaseRecord(appDir: string, distDir = path.join(appDir, 'dist')): ReleaseRecord {
  const record = releaseRecordOf(readPackageJson(appDir));
  writeFileSync(path.join(distDir, RELEASE_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

/** The record the last build of `appDir` wrote; a remote that was never built cannot be registered. */
export function readReleaseRecord(appDir: string): ReleaseRecord {
  const file = path.join(appDir, 'dist', RELEASE_RECORD_FILE);
  if (!existsSync(file)) {
    throw new Error(
      `ไม่พบ ${path.relative(process.cwd(), file) || file}: กรุณา build ${path.basename(appDir)} ก่อนลงทะเบียน (npm run build -w ${path.basename(appDir)})`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as ReleaseRecord;
}
