import type { AddressInfo } from 'node:net';
import { rawHttp } from '#api/test/raw-http';
import { answerProblem, type Answer } from './answer-check';
import type { FuzzTarget } from './fuzz-target';
import { HTTP_LEVEL_CASES } from './http-level-cases';
import { createRandom } from './random';
import { generateRequest, type FuzzRequest } from './request-generator';

export interface FuzzFailure {
  index: number;
  via: 'inject' | 'http';
  problem: string;
  request: string;
  answer: string;
}

export interface FuzzReport {
  seed: number;
  routes: number;
  sent: { inject: number; http: number; httpLevel: number };
  byStatus: Record<string, number>;
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
function toRawHttp(request: FuzzRequest, headers: Record<string, string>): Buffer {
  const lines = [`${request.method} ${request.url} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  if (body) lines.push(`Content-Length: ${body.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8'), body ?? Buffer.alloc(0)]);
}

function record(report: FuzzReport, status: number | string): void {
  report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
}

/**
 * Sends `count` generated bad requests over every route in the app's route table, one at a time
 * (so a seed replays the same run), most through `inject` and every `httpEvery`-th through a real
 * socket to a listening server, then the HTTP-level cases; tallies the statuses and keeps every
 * answer that breaks the rules (`answerProblem`).
 */
export async function runFuzz(
  target: FuzzTarget,
  options: { seed: number; count: number; httpEvery?: number; onProgress?: (done: number) => void },
): Promise<FuzzReport> {
  const started = Date.now();
  const { app } = target;
  const routes = app.routeTable;
  const random = createRandom(options.seed);
  const report: FuzzReport = {
    seed: options.seed,
    routes: routes.length,
    sent: { inject: 0, http: 0, httpLevel: 0 },
    byStatus: {},
    unsendable: 0,
    failures: [],
    ms: 0,
  };
  const fail = (failure: FuzzFailure) => {
    if (report.failures.length < 200) report.failures.push(failure);
  };
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const httpEvery = options.httpEvery ?? 10;

  for (let index = 0; index < options.count; index += 1) {
    if (index % TOKEN_REFRESH_EVERY === 0) await target.refreshTokens();
    options.onProgress?.(index);
    const request = generateRequest(random, routes);
    const headers = headersOf(target, request);
    let answer: Answer;
    const via = index % httpEvery === httpEvery - 1 ? 'http' : 'inject';
    if (via === 'http') {
      const raw = await rawHttp(port, toRawHttp(request, headers), 15_000);
      report.sent.http += 1;
      if (!raw) {
        record(report, 'no answer');
        fail({ index, via, problem: 'no answer', request: describe(request), answer: '' });
        continue;
      }
      answer = { status: raw.status, contentType: raw.headers['content-type'], body: raw.body };
    } else {
      let response;
      try {
        response = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers,
          payload: request.body,
          remoteAddress: request.remoteAddress,
        });
      } catch {
        report.unsendable += 1;
        continue;
      }
      report.sent.inject += 1;
      answer = {
        status: response.statusCode,
        contentType: response.headers['content-type'] as string | undefined,
        body: response.body,
      };
    }
    record(report, answer.status);
    const problem = answerProblem(request.method, answer);
    if (problem) fail({ index, via, problem, request: describe(request), answer: answer.body.slice(0, 300) });
  }

  for (const [index, { name, request }] of HTTP_LEVEL_CASES.entries()) {
    const raw = await rawHttp(port, Buffer.from(request, 'latin1'), 15_000);
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

/** The report as a person reads it. */
export function formatReport(report: FuzzReport, count: number): string {
  const statuses = Object.entries(report.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const lines = [
    `fuzz seed ${report.seed}: ${count} generated requests over ${report.routes} routes (${report.sent.inject} inject, ${report.sent.http} over HTTP, ${report.unsendable} not sendable) + ${report.sent.httpLevel} HTTP-level cases in ${(report.ms / 1000).toFixed(1)} s`,
    `statuses: ${statuses}`,
    `failures: ${report.failures.length}`,
    ...report.failures
      .slice(0, 30)
      .map((f) => `  #${f.index} via ${f.via}: ${f.problem}\n    ${f.request}\n    → ${f.answer}`),
  ];
  return lines.join('\n');
}
