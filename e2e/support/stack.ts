// Stops and restarts one server of the running e2e stack, to test a remote that is down.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { E2E_DATA_DIR, REPO_ROOT } from './env';

interface StackEntry {
  pid?: number;
  port: number;
  args?: string[];
}

function readStack(): Record<string, StackEntry> {
  return JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'stack.json'), 'utf8')) as Record<
    string,
    StackEntry
  >;
}

async function waitFor(port: number, up: boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const answered = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (answered === up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`port ${port} did not go ${up ? 'up' : 'down'}`);
}

export async function stopServer(app: string): Promise<void> {
  const entry = readStack()[app];
  if (!entry?.pid) throw new Error(`no pid for ${app} in stack.json`);
  process.kill(entry.pid, 'SIGTERM');
  await waitFor(entry.port, false);
}

/** Starts the static server again with the arguments `npm start` used; it lives until the test run ends. */
export async function restartServer(app: string): Promise<void> {
  const entry = readStack()[app];
  if (!entry?.args) throw new Error(`no arguments for ${app} in stack.json`);
  const child = spawn(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), entry.args, {
    cwd: REPO_ROOT,
    stdio: 'ignore',
    detached: true,
  });
  child.unref();
  await waitFor(entry.port, true);
  process.on('exit', () => child.pid && process.kill(-child.pid, 'SIGTERM'));
}
