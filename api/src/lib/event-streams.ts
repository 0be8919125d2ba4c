import type { ServerResponse } from 'node:http';

export interface EventStreamsOptions {
  /** Open streams one IP may hold in this process (a page each, and a few tabs). */
  maxPerIp: number;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
}

/** A client this far behind (not reading) is cut off rather than buffered without end. */
const MAX_UNREAD_BYTES = 64 * 1024;

interface Stream {
  key: string;
  ip: string;
  response: ServerResponse;
}

/**
 * The open Server-Sent Events answers of one process, by what they follow (a store, a member).
 * Each is forgotten when its client goes away (the response's `close`), so the count returns to
 * zero when pages close.
 */
export class EventStreams {
  private readonly byKey = new Map<string, Set<Stream>>();
  private readonly perIp = new Map<string, number>();
  private readonly keysChanged = new Set<() => void>();
  private heartbeat: NodeJS.Timeout | undefined;
  private count = 0;

  constructor(private readonly options: EventStreamsOptions) {}

  get openCount(): number {
    return this.count;
  }

  canOpen(ip: string): boolean {
    return (this.perIp.get(ip) ?? 0) < this.options.maxPerIp;
  }

  isWatched(key: string): boolean {
    return this.byKey.has(key);
  }

  watchedKeys(): string[] {
    return [...this.byKey.keys()];
  }

  /** Runs `listener` when a key gets its first open stream here or loses its last one. */
  onKeysChanged(listener: () => void): void {
    this.keysChanged.add(listener);
  }

  /** Takes over a response whose event-stream headers are written. */
  open(key: string, ip: string, response: ServerResponse): void {
    const stream: Stream = { key, ip, response };
    const watched = this.byKey.get(key);
    const streams = watched ?? new Set();
    streams.add(stream);
    this.byKey.set(key, streams);
    this.perIp.set(ip, (this.perIp.get(ip) ?? 0) + 1);
    this.count += 1;
    response.once('close', () => this.forget(stream));
    this.startHeartbeat();
    // The browser retries after this long when the stream breaks (EventSource's own reconnect).
    response.write('retry: 3000\n: open\n\n');
    if (!watched) this.keysChanged.forEach((listener) => listener());
  }

  /** Serialized and encoded once, the same bytes written to every stream of the key. */
  send(key: string, event: string, data: unknown): void {
    const streams = this.byKey.get(key);
    if (!streams) return;
    const bytes = Buffer.from(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    for (const stream of streams) write(stream, bytes);
  }

  /** Ends every stream (shutdown): clients reconnect to another process or after the restart. */
  endAll(): void {
    for (const streams of this.byKey.values()) for (const stream of streams) stream.response.end();
  }

  private forget(stream: Stream): void {
    const streams = this.byKey.get(stream.key);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) {
      this.byKey.delete(stream.key);
      this.keysChanged.forEach((listener) => listener());
    }
    const left = (this.perIp.get(stream.ip) ?? 1) - 1;
    if (left > 0) this.perIp.set(stream.ip, left);
    else this.perIp.delete(stream.ip);
    this.count -= 1;
    if (this.count === 0) this.stopHeartbeat();
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const streams of this.byKey.values()) for (const stream of streams) write(stream, ': ping\n\n');
    }, this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}

function write(stream: Stream, chunk: string | Buffer): void {
  if (stream.response.writableLength > MAX_UNREAD_BYTES) stream.response.destroy();
  else stream.response.write(chunk);
}
