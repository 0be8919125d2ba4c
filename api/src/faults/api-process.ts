import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'api', 'src', 'server.ts');

/** What the API processes said that matters to the suite: crashes and re-forked workers. */
export interface ProcessEvents {
  /** `API worker N exited (…)` lines of the primary, with when they came. */
  workerExits: { at: number; line: string }[];
  /** Re-forked workers that listen again (`API worker N (pid P) listening`). */
  workersListening: { at: number; pid: number }[];
  /** Lines on stderr (an unhandled error prints its stack there). */
  errors: string[];
}

/**
 * The real API (`api/src/server.ts`, node:cluster with API_WORKERS processes) in a process of its
 * own, as `npm start -w api` runs it in production: started, waited for (`/health/ready`), stopped
 * with SIGTERM, and its workers found for `kill -9`.
 */
export class ApiProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<number | null> = Promise.resolve(null);
  readonly events: ProcessEvents = { workerExits: [], workersListening: [], errors: [] };
  /** Exit codes of the primaries this suite stopped (0 = drained and exited on its own). */
  readonly primaryExits: { code: number | null; signal: NodeJS.Signals | null; stopMs: number }[] = [];

  /** Everything the API processes printed, for a look after a failed run. */
  readonly logFile = path.join(os.tmpdir(), `chokdee-faults-api-${process.pid}.log`);

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    writeFileSync(this.logFile, '');
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Resolves once every worker listens and the API says it is ready. */
  async start(timeoutMs = 120_000): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ...this.env,
        API_PORT: String(this.port),
        HOST: '127.0.0.1',
        // @fastify/autoload finds tsx only among preloaded modules; say it is there.
        FASTIFY_AUTOLOAD_TYPESCRIPT: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    let started = false;
    createInterface({ input: child.stdout! }).on('line', (line) => {
      appendFileSync(this.logFile, `${line}\n`);
      // The primary says so once every worker listens.
      if (line.includes('Chokdee API on')) started = true;
      if (/API worker \d+ exited/.test(line)) this.events.workerExits.push({ at: Date.now(), line });
      const listening = /API worker \d+ \(pid (\d+)\) listening/.exec(line);
      if (listening) this.events.workersListening.push({ at: Date.now(), pid: Number(listening[1]) });
    });
    createInterface({ input: child.stderr! }).on('line', (line) => {
      appendFileSync(this.logFile, `${line}\n`);
      if (line.trim()) this.events.errors.push(line);
    });
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} while starting`);
      if (started && (await this.ready())) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the API was not ready within ${timeoutMs} ms`);
  }

  async ready(): Promise<boolean> {
    try {
      return (await fetch(`${this.baseUrl}/health/ready`, { signal: AbortSignal.timeout(2_000) })).ok;
    } catch {
      return false;
    }
  }

  /** SIGTERM to the primary; resolves when it has exited (it drains its workers first). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const started = Date.now();
    const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    child.kill('SIGTERM');
    const { code, signal } = await exit;
    this.primaryExits.push({ code, signal, stopMs: Date.now() - started });
    // A stop that did not drain: what the processes said last shows which step held them.
    if (code !== 0)
      console.warn(`the API primary exited ${code ?? signal}; its last lines:\n${this.logTail(40)}`);
  }

  logTail(lines: number): string {
    return readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  }

  /** Whatever is left (a failed run): killed, and its workers with it. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    for (const pid of this.workerPids()) process.kill(pid, 'SIGKILL');
    child.kill('SIGKILL');
    await this.exited;
  }

  /** Established client connections per API process (from `ss`): how node:cluster spread them. */
  connectionsByPid(): Map<number, number> {
    const counts = new Map<number, number>();
    let listing = '';
    try {
      listing = execFileSync('ss', ['-tnpH', 'state', 'established', `( sport = :${this.port} )`], {
        encoding: 'utf8',
      });
    } catch {
      return counts;
    }
    for (const match of listing.matchAll(/pid=(\d+)/g)) {
      const pid = Number(match[1]);
      counts.set(pid, (counts.get(pid) ?? 0) + 1);
    }
    return counts;
  }

  /** The cluster workers: the primary's child processes that run server.ts (not tsx's esbuild). */
  workerPids(): number[] {
    if (!this.child?.pid) return [];
    let children: number[];
    try {
      children = execFileSync('pgrep', ['-P', String(this.child.pid)], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
    return children.filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(SERVER_ENTRY);
      } catch {
        return false;
      }
    });
  }
}
