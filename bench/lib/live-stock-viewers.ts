// The open store pages of `bench/live-stock.ts`, in a process of their own (started by it, talks
// over IPC): reading two thousand streams in the buyers' process held up the buyers' own requests,
// so the bench measured its own event loop as much as the API. The parent says when it sent each
// reservation (`sent`, on `sharedNow`); this process timestamps each change as it arrives.
import http from 'node:http';
import { DelayHistogram, sharedNow } from './delay-histogram';
import { StockEventScan } from './stock-event-scan';

export type ViewersRequest =
  | { kind: 'open'; baseUrl: string; storeCode: string; count: number; streamsPerIp: number }
  | { kind: 'sent'; numbers: number[]; at: number[] }
  /** When the buyer had its answer: a page that hears of the number sooner waited 0 past it. */
  | { kind: 'answered'; number: number; at: number }
  | { kind: 'progress' }
  /** The delays heard so far, and a fresh count from now on (one run's figures, then the next's). */
  | { kind: 'take' }
  | { kind: 'close' };

export type ViewersReply =
  | { kind: 'opened'; count: number }
  | { kind: 'progress'; total: number }
  | {
      kind: 'taken';
      counts: number[];
      total: number;
      afterAnswer: number[];
      /** Per number: when its first page heard of it, past the buyer's answer (the server's part). */
      firstPage: number[];
      /** Per number: its last page past its first (the fan-out, and this process reading it). */
      lastPage: number[];
    }
  | { kind: 'closed'; counts: number[]; total: number; reloads: number; cpuMs: number };

const sentAt = new Float64Array(1_000_000).fill(Number.NaN);
/** Changes that came before their `sent` message (the two processes' messages race). */
const early = new Map<number, number[]>();
let delays = new DelayHistogram();
const answeredAt = new Float64Array(1_000_000).fill(Number.NaN);
/** How long after the buyer's own answer each page heard of the number. */
let afterAnswer = new DelayHistogram();
const requests: http.ClientRequest[] = [];
let reloads = 0;
const firstAt = new Float64Array(1_000_000).fill(Number.NaN);
const lastAt = new Float64Array(1_000_000).fill(Number.NaN);
let cpuAtOpen: NodeJS.CpuUsage | undefined;

function arrived(number: number, now: number): void {
  if (Number.isNaN(firstAt[number]!)) firstAt[number] = now;
  lastAt[number] = now;
  const answered = answeredAt[number]!;
  afterAnswer.add(Number.isNaN(answered) ? 0 : now - answered);
  const sent = sentAt[number]!;
  if (Number.isNaN(sent)) {
    const list = early.get(number) ?? [];
    list.push(now);
    early.set(number, list);
  } else delays.add(now - sent);
}

function openOne(baseUrl: URL, storeCode: string, index: number, streamsPerIp: number): Promise<void> {
  const page = Math.floor(index / streamsPerIp);
  const localAddress = `127.0.${1 + Math.floor(page / 250)}.${1 + (page % 250)}`;
  return new Promise((resolve, reject) => {
    const request = http.get({
      host: baseUrl.hostname,
      port: baseUrl.port,
      path: `/public/bos/v1/store/${storeCode}/stock-events`,
      localAddress,
      agent: false,
    });
    requests.push(request);
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream ${index}: ${response.statusCode}`));
      let now = 0;
      const scan = new StockEventScan(
        (number) => arrived(number, now),
        () => (reloads += 1),
      );
      response.on('data', (chunk: Buffer) => {
        now = sharedNow();
        scan.push(chunk);
      });
      response.on('error', () => undefined);
      resolve();
    });
  });
}

const reply = (message: ViewersReply, then?: () => void) => process.send!(message, undefined, {}, then);

process.on('message', (message: ViewersRequest) => {
  if (message.kind === 'open') {
    void (async () => {
      const base = new URL(message.baseUrl);
      for (let start = 0; start < message.count; start += 100) {
        const batch = Array.from({ length: Math.min(100, message.count - start) }, (_, i) =>
          openOne(base, message.storeCode, start + i, message.streamsPerIp),
        );
        await Promise.all(batch);
      }
      cpuAtOpen = process.cpuUsage();
      reply({ kind: 'opened', count: requests.length });
    })();
  } else if (message.kind === 'sent') {
    message.numbers.forEach((number, i) => {
      sentAt[number] = message.at[i]!;
      for (const now of early.get(number) ?? []) delays.add(now - message.at[i]!);
      early.delete(number);
    });
  } else if (message.kind === 'progress') {
    reply({ kind: 'progress', total: delays.total });
  } else if (message.kind === 'answered') {
    answeredAt[message.number] = message.at;
  } else if (message.kind === 'take') {
    const firstPage = new DelayHistogram();
    const lastPage = new DelayHistogram();
    firstAt.forEach((first, number) => {
      if (Number.isNaN(first)) return;
      if (!Number.isNaN(answeredAt[number]!)) firstPage.add(first - answeredAt[number]!);
      lastPage.add(lastAt[number]! - first);
    });
    firstAt.fill(Number.NaN);
    lastAt.fill(Number.NaN);
    const taken = { delays, afterAnswer };
    delays = new DelayHistogram();
    afterAnswer = new DelayHistogram();
    reply({
      kind: 'taken',
      counts: Array.from(taken.delays.counts),
      total: taken.delays.total,
      afterAnswer: Array.from(taken.afterAnswer.counts),
      firstPage: Array.from(firstPage.counts),
      lastPage: Array.from(lastPage.counts),
    });
  } else {
    const cpu = process.cpuUsage(cpuAtOpen);
    for (const request of requests) request.destroy();
    reply(
      {
        kind: 'closed',
        counts: Array.from(delays.counts),
        total: delays.total,
        reloads,
        cpuMs: (cpu.user + cpu.system) / 1000,
      },
      // Nothing left open: the process ends on its own (and writes its profile, if asked for one).
      () => process.disconnect(),
    );
  }
});
