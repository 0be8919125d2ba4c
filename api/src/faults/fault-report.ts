import type { LedgerAudit } from './cart-ledger';
import type { RequestRecord } from './steady-load';

/** Throughput is counted in windows this long, sliding by a quarter of it. */
const WINDOW_MS = 1_000;
const STEP_MS = 250;

export interface FaultRow {
  fault: string;
  requests: number;
  /** Answers by class. */
  ok: number;
  refused4xx: number;
  unavailable503: number;
  other5xx: number;
  /** Error answers not in the Thai `{ message, errors, status }` shape. */
  notThai: number;
  resets: number;
  /** Resets of requests that were in flight on a process the fault killed (allowed). */
  resetsInFlightOnKilled: number;
  /** Resets of a new connection no process had read when the listener closed (allowed at a stop). */
  resetsNeverAccepted: number;
  /** Client timeouts of requests on a connection being handed to the killed worker (allowed). */
  timeoutsInFlightOnKilled: number;
  /** Connections refused (no process listening: a restart). */
  connectionsRefused: number;
  timeouts: number;
  /** Longest answer, ms. */
  slowestMs: number;
  baselinePerSecond: number;
  /** From the end of the fault to the end of the first 1-s window at ≥ 90 % of the baseline. */
  recoveryMs: number | undefined;
  /** Answers/s 2–5 s after the end of the fault, against the baseline. */
  afterPercent: number;
  /** Carts audited against the database during the fault's phase, and what disagreed. */
  audited: number;
  integrity: LedgerAudit & { heldWithoutLiveCart: number; cartsOverLimit: number };
  /** API processes that exited without being the one the fault killed. */
  crashes: number;
  note: string;
}

/** Answers that served the client (any status under 500) ended in [from, to), per second. */
export function servedPerSecond(records: RequestRecord[], from: number, to: number): number {
  const served = records.filter(
    (r) => r.outcome === 'answered' && (r.status ?? 500) < 500 && r.endedAt >= from && r.endedAt < to,
  ).length;
  return (served * 1000) / Math.max(1, to - from);
}

/** The median of the 1-s answer rates in [from, to): one slow or bursty second does not move it. */
export function medianPerSecond(records: RequestRecord[], from: number, to: number): number {
  const rates: number[] = [];
  for (let start = from; start + 1_000 <= to; start += 1_000)
    rates.push(servedPerSecond(records, start, start + 1_000));
  rates.sort((a, b) => a - b);
  return rates.length === 0 ? 0 : rates[Math.floor(rates.length / 2)]!;
}

/** When throughput is back to `share` of the baseline after `faultEnd` (ms after it), if it is by `until`. */
export function recoveryAfter(
  records: RequestRecord[],
  faultEnd: number,
  baseline: number,
  until: number,
  share = 0.9,
): number | undefined {
  for (let start = faultEnd; start + WINDOW_MS <= until; start += STEP_MS) {
    if (servedPerSecond(records, start, start + WINDOW_MS) >= share * baseline)
      return start + WINDOW_MS - faultEnd;
  }
  return undefined;
}

export function countAnswers(records: RequestRecord[]) {
  const answered = records.filter((r) => r.outcome === 'answered');
  const status = (test: (s: number) => boolean) => answered.filter((r) => test(r.status ?? 0)).length;
  return {
    requests: records.length,
    ok: status((s) => s < 400),
    refused4xx: status((s) => s >= 400 && s < 500),
    unavailable503: status((s) => s === 503),
    other5xx: status((s) => s >= 500 && s !== 503),
    notThai: answered.filter((r) => (r.status ?? 0) >= 400 && !r.thaiShape).length,
    resets: records.filter((r) => r.outcome === 'reset').length,
    connectionsRefused: records.filter((r) => r.outcome === 'refused').length,
    timeouts: records.filter((r) => r.outcome === 'timeout').length,
    slowestMs: Math.max(0, ...answered.map((r) => r.endedAt - r.startedAt)),
  };
}

export function integrityViolations(row: FaultRow): number {
  const i = row.integrity;
  return i.phantom + i.lost + i.closeDisagrees + i.heldWithoutLiveCart + i.cartsOverLimit;
}

/** The table the run prints: one line per fault. */
export function formatTable(rows: FaultRow[]): string {
  const header = [
    'fault',
    'requests',
    '2xx/3xx',
    '4xx',
    '503',
    'other 5xx',
    'not Thai',
    'resets (in flight on killed / never accepted)',
    'conn. refused',
    'timeouts (on killed)',
    'slowest ms',
    'baseline/s',
    'recovery s',
    '2–5 s after',
    'carts audited',
    'integrity violations',
    'crashes',
    'note',
  ];
  const lines = rows.map((row) => [
    row.fault,
    row.requests,
    row.ok,
    row.refused4xx,
    row.unavailable503,
    row.other5xx,
    row.notThai,
    `${row.resets} (${row.resetsInFlightOnKilled} / ${row.resetsNeverAccepted})`,
    row.connectionsRefused,
    `${row.timeouts} (${row.timeoutsInFlightOnKilled})`,
    row.slowestMs,
    Math.round(row.baselinePerSecond),
    row.recoveryMs === undefined ? 'not in time' : (row.recoveryMs / 1000).toFixed(2),
    `${Math.round(row.afterPercent)} %`,
    row.audited,
    integrityViolations(row),
    row.crashes,
    row.note,
  ]);
  return [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
