import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes exactly as given over one socket and reads the first answer: for requests no HTTP
 * client would send (a bad request line, an empty Content-Length, no Host). Resolves null when
 * the server closes without answering.
 */
export function rawHttp(
  port: number,
  request: string | Buffer,
  timeoutMs = 5000,
  host = '127.0.0.1',
): Promise<RawAnswer | null> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseAnswer(Buffer.concat(chunks)));
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const answer = parseAnswer(Buffer.concat(chunks));
      if (answer && Buffer.byteLength(answer.body) >= Number(answer.headers['content-length'] ?? Infinity))
        finish();
    });
    socket.on('close', finish);
    socket.on('error', finish);
    socket.write(request);
  });
}

function parseAnswer(data: Buffer): RawAnswer | null {
  const text = data.toString('utf8');
  // A `100 Continue` comes before the real answer.
  const start = text.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
  const end = start.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = start.slice(0, end).split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = start.slice(end + 4);
  if (headers['transfer-encoding'] === 'chunked') body = dechunk(body);
  return { status, headers, body };
}

function dechunk(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd < 0) return out;
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

export interface UploadOutcome {
  /** The answer read after the whole body was written (null: none came). */
  answer: RawAnswer | null;
  /** A socket error (`EPIPE`, `ECONNRESET`): what a client that sends first and reads after reports. */
  error: string | null;
  /** Body bytes the socket accepted before it ended. */
  written: number;
}

/**
 * Sends `head`, then `bodyBytes` bytes of filler in 64 kB writes, then `tail`, as a client that
 * writes the whole body before it reads (curl, fetch); then waits for the answer. `error` tells
 * whether the connection was reset under the client meanwhile.
 */
export function rawUpload(
  port: number,
  head: string,
  bodyBytes: number,
  { tail = '', timeoutMs = 15_000 }: { tail?: string; timeoutMs?: number } = {},
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let error: string | null = null;
    let written = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer: parseAnswer(Buffer.concat(chunks)), error, written });
    };
    const timer = setTimeout(finish, timeoutMs);
    let sentAll = false;
    // Done when the whole body is out and a whole answer is in (a kept-alive socket stays open).
    const maybeFinish = () => {
      const answer = parseAnswer(Buffer.concat(chunks));
      if (
        sentAll &&
        answer &&
        Buffer.byteLength(answer.body) >= Number(answer.headers['content-length'] ?? Infinity)
      )
        finish();
    };
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      maybeFinish();
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
      finish();
    });
    socket.on('close', finish);
    const block = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (!done && written < bodyBytes) {
        const piece = block.subarray(0, Math.min(block.length, bodyBytes - written));
        written += piece.length;
        if (!socket.write(piece)) {
          socket.once('drain', pump);
          return;
        }
      }
      if (done) return;
      socket.write(tail, () => {
        sentAll = true;
        maybeFinish();
      });
    };
    socket.write(head);
    pump();
  });
}
