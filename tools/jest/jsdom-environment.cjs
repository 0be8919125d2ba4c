// jsdom has no Fetch API, but react-router's data routers build a `Request` for every navigation,
// and the notices stream reads a fetch body as text. Lend the test window Node's own classes (the
// approach of jest-fixed-jsdom).
const { TestEnvironment } = require('jest-environment-jsdom');

const FETCH_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'TextDecoderStream',
  'AbortController',
  'AbortSignal',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FETCH_GLOBALS) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
