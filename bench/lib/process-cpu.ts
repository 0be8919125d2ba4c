// CPU time a process and its children (the API's cluster workers) have used, from Linux's /proc:
// the API's own cost per request, which holds on a shared machine where requests/s swing with
// whatever else runs (the benches print it beside the throughput).
import { readFileSync } from 'node:fs';

/** Clock ticks a second (USER_HZ): 100 on every Linux the benches run on. */
const TICKS_PER_SECOND = 100;

function ownTicks(pid: number): number {
  // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function treeTicks(pid: number): number {
  let ticks = ownTicks(pid);
  for (const child of childrenOf(pid)) {
    try {
      ticks += treeTicks(child);
    } catch {
      // The child exited between the two reads.
    }
  }
  return ticks;
}

/** CPU milliseconds used so far by `pid` and its descendants (0 where /proc cannot be read). */
export function processTreeCpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    return (treeTicks(pid) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
