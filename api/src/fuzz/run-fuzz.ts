import { rawHttp } from '#api/test/raw-http';
import { answerProblem, type Answer } from './answer-check';
import type { FuzzTarget } from './fuzz-target';
import { HTTP_LEVEL_CASES } from './http-level-cases';
import { edgeSweep } from './edge-sweep';
import { createRandom } from './random';
import { generateRequest, type FuzzRequest } from './request-generator';

export interface FuzzFailure {
  index: number;
  via: 'inject' | 'http' | 'sweep';
  problem: string;
  request: string;
  answer: string;
}

export interface FuzzReport {
  seed: number;
  target: string;
  routes: number;
  sent: { inject: number; http: number; sweep: number; httpLevel: number };
  /** Every answer's status, the random requests, the sweep and the HTTP-level cases together. */
  byStatus: Record<string, number>;
  /** How many random requests carried each kind of body (`json-edge`, `multipart`…). */
  byBodyKind: Record<string, number>;
  /** Requests `inject` itself would not build (not sent; not failures of the API). */
  unsendable: number;
  failures: FuzzFailure[];
  ms: number;
}

/** Refresh the tokens this often: a fuzzed logout may have revoked them. */
const TOKEN_REFRESH_EVERY = 100;

function headersOf(target: FuzzTarget, request: FuzzRequest): Record<string, string> {
  const authorization = target.authorization(request.auth, request.junkAuthorization);
  return authorization === undefined ? request.headers : { ...request.headers, authorization };
}

const describe = (request: FuzzRequest) => {
  const body =
    request.body === undefined
      ? ''
      : ` body(${request.bodyKind}, ${request.body.length}B): ${JSON.stringify(String(request.body).slice(0, 160))}`;
  return `${request.method} ${request.url.slice(0, 200)} [${request.route}] auth=${request.auth} headers=${JSON.stringify(request.headers).slice(0, 200)}${body}`;
};

/** The request as bytes on the wire, exactly (header values as UTF-8, whatever they hold). */
function toRawHttp(request: FuzzRequest, headers: Record<string, string>, host: string): Buffer {
  const lines = [`${request.method} ${request.url} HTTP/1.1`, `Host: ${host}`, 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  if (body) lines.push(`Content-Length: ${body.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8'), body ?? Buffer.alloc(0)]);
}

function record(report: FuzzReport, status: number | string): void {
  report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
}

/**
 * Sends `count` generated bad requests over every route in the target's route table, one at a
 * time (so a seed replays the same run): in process most go through `inject` and every
 * `httpEvery`-th as raw bytes over a socket, against a server elsewhere all go over the socket.
 * Then the edge sweep (every id and day of every route past its edge) and the HTTP-level cases.
 * Tallies the statuses and keeps every answer that breaks the rules (`answerProblem`).
 */
export async function runFuzz(
  target: FuzzTarget,
  options: { seed: number; count: number; httpEvery?: number; onProgress?: (done: number) => void },
): Promise<FuzzReport> {
  const started = Date.now();
  // A stream that is let in never ends, so no answer comes to check: its refusals have their own tests.
  const routes = target.routes.filter((route) => !route.eventStream);
  const random = createRandom(options.seed);
  const report: FuzzReport = {
    seed: options.seed,
    target: target.label,
    routes: routes.length,
    sent: { inject: 0, http: 0, sweep: 0, httpLevel: 0 },
    byStatus: {},
    byBodyKind: {},
    unsendable: 0,
    failures: [],
    ms: 0,
  };
  const fail = (failure: FuzzFailure) => {
    if (report.failures.length < 200) report.failures.push(failure);
  };
  const { host, port } = await target.socket();
  const httpEvery = options.httpEvery ?? 10;

  /** One request by `inject` when the target has it and `overSocket` is false, else over the socket. */
  const send = async (
    request: FuzzRequest,
    overSocket: boolean,
  ): Promise<{ answer: Answer | null; via: 'inject' | 'http' }> => {
    const headers = headersOf(target, request);
    if (target.inject && !overSocket) return { answer: await target.inject(request, headers), via: 'inject' };
    const raw = await rawHttp(port, toRawHttp(request, headers, host), 15_000, host);
    return {
      answer: raw && { status: raw.status, contentType: raw.headers['content-type'], body: raw.body },
      via: 'http',
    };
  };

  /** Tallies one answer; `null` from a socket is "no answer" (a failure), from inject "unsendable". */
  const check = (
    index: number,
    request: FuzzRequest,
    sent: { answer: Answer | null; via: 'inject' | 'http' },
    label: FuzzFailure['via'],
  ) => {
    const { answer, via } = sent;
    if (!answer && via === 'inject') {
      report.unsendable += 1;
      return;
    }
    if (label === 'sweep') report.sent.sweep += 1;
    else report.sent[via] += 1;
    if (!answer) {
      record(report, 'no answer');
      fail({ index, via: label, problem: 'no answer', request: describe(request), answer: '' });
      return;
    }
    record(report, answer.status);
    const problem = answerProblem(request.method, answer);
    if (problem)
      fail({ index, via: label, problem, request: describe(request), answer: answer.body.slice(0, 300) });
  };

  for (let index = 0; index < options.count; index += 1) {
    if (index % TOKEN_REFRESH_EVERY === 0) await target.refreshTokens();
    options.onProgress?.(index);
    const request = generateRequest(random, routes);
    report.byBodyKind[request.bodyKind] = (report.byBodyKind[request.bodyKind] ?? 0) + 1;
    const overSocket = index % httpEvery === httpEvery - 1;
    const sent = await send(request, overSocket);
    check(index, request, sent, sent.via);
  }

  for (const [index, request] of edgeSweep(routes).entries()) {
    if (index % TOKEN_REFRESH_EVERY === 0) await target.refreshTokens();
    check(index, request, await send(request, false), 'sweep');
  }

  for (const [index, { name, request }] of HTTP_LEVEL_CASES.entries()) {
    const raw = await rawHttp(port, Buffer.from(request, 'latin1'), 15_000, host);
    report.sent.httpLevel += 1;
    const answer = raw
      ? { status: raw.status, contentType: raw.headers['content-type'], body: raw.body }
      : undefined;
    record(report, answer?.status ?? 'no answer');
    const problem = answer ? answerProblem(name.startsWith('HEAD') ? 'HEAD' : 'GET', answer) : 'no answer';
    if (problem)
      fail({
        index,
        via: 'http',
        problem,
        request: `HTTP-level: ${name}`,
        answer: answer?.body.slice(0, 300) ?? '',
      });
  }
  report.ms = Date.now() - started;
  return report;
}

/** The report as a person reads it, the count of each status last (what a round's note quotes). */
export function formatReport(report: FuzzReport, count: number): string {
  const total = Object.values(report.byStatus).reduce((sum, n) => sum + n, 0);
  const statuses = Object.entries(report.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `  ${status.padEnd(9)} ${String(n).padStart(7)}`);
  const lines = [
    `fuzz seed ${report.seed} against ${report.target}: ${count} generated requests over ${report.routes} routes (${report.sent.inject} inject, ${report.sent.http} over HTTP, ${report.unsendable} not sendable) + ${report.sent.sweep} edge-sweep requests + ${report.sent.httpLevel} HTTP-level cases in ${(report.ms / 1000).toFixed(1)} s`,
    `failures: ${report.failures.length}`,
    ...report.failures
      .slice(0, 30)
      .map((f) => `  #${f.index} via ${f.via}: ${f.problem}\n    ${f.request}\n    → ${f.answer}`),
    `status counts (${total} answers):`,
    ...statuses,
  ];
  return lines.join('\n');
}
