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
