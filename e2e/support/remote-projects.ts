import path from 'node:path';
import { existsSync } from 'node:fs';
import { listRemotes } from '../../scripts/apps';
import { REPO_ROOT } from './env';

export interface RemoteE2eProject {
  /** The remote's folder, e.g. `mf-quest`: `--project=mf-quest` runs its journeys alone. */
  name: string;
  testDir: string;
}

/** One Playwright project per remote that has journeys of its own in `<remote>/e2e/`. */
export function remoteE2eProjects(root = REPO_ROOT): RemoteE2eProject[] {
  return listRemotes(root)
    .map((app) => ({ name: app.dir, testDir: path.join(root, app.dir, 'e2e') }))
    .filter((project) => existsSync(project.testDir));
}
