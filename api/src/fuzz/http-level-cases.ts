/**
 * Requests Node's HTTP parser refuses before Fastify sees them, or that only a real socket can
 * carry: each must still get an answer in the spec §8 shape.
 */
export const HTTP_LEVEL_CASES: { name: string; request: string }[] = [
  {
    name: 'query over the header limit',
    request: `GET /public/v2/lottery-results?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
  },
  {
    name: 'one header over the limit',
    request: `GET /health HTTP/1.1\r\nHost: a\r\nX-Long: ${'h'.repeat(20_000)}\r\n\r\n`,
  },
  {
    name: 'many headers',
    request: `GET /health HTTP/1.1\r\nHost: a\r\n${Array.from({ length: 3000 }, (_, i) => `X-H${i}: v`).join('\r\n')}\r\n\r\n`,
  },
  {
    name: 'empty Content-Length',
    request:
      'POST /public/v3/cookie-consents HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: \r\n\r\n',
  },
  {
    name: 'negative Content-Length',
    request: 'POST /public/v3/complaints HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n',
  },
  {
    name: 'two Content-Lengths',
    request:
      'POST /public/v3/complaints HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n{}',
  },
  {
    name: 'Content-Length and Transfer-Encoding',
    request:
      'POST /public/v3/complaints HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  },
  {
    name: 'broken chunk',
    request:
      'POST /public/v3/complaints HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
  },
  {
    name: 'unknown Transfer-Encoding',
    request: 'POST /public/v3/complaints HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip\r\n\r\n',
  },
  { name: 'bad request line', request: 'GARBAGE\r\n\r\n' },
  { name: 'bad HTTP version', request: 'GET /health HTTP/9.9\r\nHost: a\r\n\r\n' },
  { name: 'lower-case method', request: 'get /health HTTP/1.1\r\nHost: a\r\n\r\n' },
  { name: 'unknown method', request: 'BREW /health HTTP/1.1\r\nHost: a\r\n\r\n' },
  {
    name: 'NUL in the request line',
    request: 'GET /public/bos/v1/orders/\u0000 HTTP/1.1\r\nHost: a\r\n\r\n',
  },
  { name: 'NUL in a header', request: 'GET /health HTTP/1.1\r\nHost: a\r\nX-A: b\u0000c\r\n\r\n' },
  { name: 'space before a header colon', request: 'GET /health HTTP/1.1\r\nHost: a\r\nX-A : b\r\n\r\n' },
  { name: 'bare LF line ends', request: 'GET /health HTTP/1.1\nHost: a\n\n' },
  { name: 'no Host', request: 'GET /public/v3/popups/version HTTP/1.1\r\n\r\n' },
  { name: 'two Hosts', request: 'GET /health HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n' },
  { name: 'absolute URL', request: 'GET http://evil.example/health HTTP/1.1\r\nHost: a\r\n\r\n' },
  { name: 'asterisk form', request: 'OPTIONS * HTTP/1.1\r\nHost: a\r\n\r\n' },
  { name: 'CONNECT', request: 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n' },
  {
    name: 'unsupported Expect',
    request:
      'POST /public/v3/complaints HTTP/1.1\r\nHost: a\r\nExpect: 200-ok\r\nContent-Length: 2\r\n\r\n{}',
  },
  {
    name: 'Expect: 100-continue then an empty JSON body',
    request:
      'POST /public/v3/complaints HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: 0\r\n\r\n',
  },
  {
    name: 'Upgrade: websocket',
    request: 'GET /health HTTP/1.1\r\nHost: a\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
  },
  { name: 'HTTP/2 preface', request: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n' },
  { name: 'URL of 100 KB', request: `GET /${'a'.repeat(100_000)} HTTP/1.1\r\nHost: a\r\n\r\n` },
  {
    name: 'invalid UTF-8 in the path',
    request: 'GET /public/bos/v1/store/\xff\xfe HTTP/1.1\r\nHost: a\r\n\r\n',
  },
];
