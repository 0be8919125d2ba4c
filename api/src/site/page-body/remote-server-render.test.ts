import { remoteServerRenders } from './remote-server-render';

// How the API keeps a remote's server render in step with its live release, with a stand-in
// fetch (the files a remote's server would answer) and a clock of its own.

const MANIFEST = 'https://lottery.example/mf-manifest.json';
const RENDER = 'https://lottery.example/server/render.js';

const renderFile = (html: string) =>
  `exports.render = async () => ({ html: ${JSON.stringify(html)}, answers: {} });`;

interface Served {
  status: number;
  body: string;
  etag?: string;
}

function standIn(files: Record<string, Served | Error>) {
  const asked: { url: string; ifNoneMatch?: string }[] = [];
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const ifNoneMatch = (init?.headers as Record<string, string> | undefined)?.['if-none-match'];
    asked.push({ url, ifNoneMatch });
    const file = files[url];
    if (file instanceof Error) throw file;
    if (!file) return new Response(null, { status: 404 });
    if (file.etag && ifNoneMatch === file.etag) return new Response(null, { status: 304 });
    const headers = file.etag ? { etag: file.etag } : undefined;
    return new Response(file.status === 204 ? null : file.body, { status: file.status, headers });
  }) as typeof fetch;
  return { fetcher, asked };
}

const APP_CSS = 'https://lottery.example/app.css';
const manifest: Served = {
  status: 200,
  body: JSON.stringify({ exposes: [{ name: 'app', assets: { css: { sync: ['app.css'] } } }] }),
};

/** Lets checks started in the background finish (the stand-in answers within microtasks). */
const checksSettled = () => new Promise((resolve) => setTimeout(resolve, 0));

async function htmlOf(serverPageOf: ReturnType<typeof remoteServerRenders>) {
  const renderer = await serverPageOf(MANIFEST);
  return renderer && (await renderer.render('/', 'http://127.0.0.1:4000', 'https://api.example'))?.html;
}

test('loaded once, with the stylesheets of the manifest beside it', async () => {
  const { fetcher, asked } = standIn({
    [MANIFEST]: manifest,
    [APP_CSS]: { status: 200, body: '.prize{color:red}' },
    [RENDER]: { status: 200, body: renderFile('<h1>หนึ่ง</h1>'), etag: '"1"' },
  });
  const serverPageOf = remoteServerRenders(fetcher, () => 0);
  const [first, second] = await Promise.all([serverPageOf(MANIFEST), serverPageOf(MANIFEST)]);
  expect(first).toBe(second);
  expect(first?.stylesheetsFor('<p class="prize">')).toEqual([APP_CSS]);
  expect(await htmlOf(serverPageOf)).toBe('<h1>หนึ่ง</h1>');
  expect(asked.filter((call) => call.url === RENDER)).toHaveLength(1);
});

test("a remote's release is rendered from the page after its check; an unchanged one is not downloaded again", async () => {
  let now = 0;
  const files: Record<string, Served> = {
    [MANIFEST]: manifest,
    [RENDER]: { status: 200, body: renderFile('<h1>หนึ่ง</h1>'), etag: '"1"' },
  };
  const { fetcher, asked } = standIn(files);
  const serverPageOf = remoteServerRenders(fetcher, () => now);
  expect(await htmlOf(serverPageOf)).toBe('<h1>หนึ่ง</h1>');

  now = 10_001;
  expect(await htmlOf(serverPageOf)).toBe('<h1>หนึ่ง</h1>');
  expect(asked.at(-1)).toEqual({ url: RENDER, ifNoneMatch: '"1"' });

  files[RENDER] = { status: 200, body: renderFile('<h1>สอง</h1>'), etag: '"2"' };
  now = 5_000 + 10_001;
  expect(await htmlOf(serverPageOf)).toBe('<h1>หนึ่ง</h1>');
  // The page that finds the release due answers with the one it has; the next one has the release.
  now = 20_002;
  expect(await htmlOf(serverPageOf)).toBe('<h1>หนึ่ง</h1>');
  await checksSettled();
  expect(await htmlOf(serverPageOf)).toBe('<h1>สอง</h1>');
});

test('a page never waits for the check of a render it already has', async () => {
  let now = 0;
  let answerCheck: (() => void) | undefined;
  const { fetcher: serve } = standIn({
    [MANIFEST]: manifest,
    [RENDER]: { status: 200, body: renderFile('<h1>หนึ่ง</h1>'), etag: '"1"' },
  });
  let hang = false;
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    if (hang) await new Promise<void>((resolve) => (answerCheck = resolve));
    return serve(input, init);
  }) as typeof fetch;
  const serverPageOf = remoteServerRenders(fetcher, () => now);
  expect(await htmlOf(serverPageOf)).toBe('<h1>หนึ่ง</h1>');

  hang = true;
  now = 10_001;
  expect(await htmlOf(serverPageOf)).toBe('<h1>หนึ่ง</h1>');
  expect(answerCheck).toBeDefined();
  answerCheck?.();
});

test('a remote that cannot be reached keeps the render it had; one without a render file has none', async () => {
  let now = 0;
  const files: Record<string, Served | Error> = {
    [MANIFEST]: manifest,
    [RENDER]: { status: 200, body: renderFile('<h1>หนึ่ง</h1>') },
  };
  const { fetcher } = standIn(files);
  const serverPageOf = remoteServerRenders(fetcher, () => now);
  expect(await htmlOf(serverPageOf)).toBe('<h1>หนึ่ง</h1>');
  files[RENDER] = new Error('connect ECONNREFUSED');
  now = 10_001;
  expect(await htmlOf(serverPageOf)).toBe('<h1>หนึ่ง</h1>');

  const without = remoteServerRenders(standIn({ [MANIFEST]: manifest }).fetcher, () => 0);
  expect(await without(MANIFEST)).toBeNull();
});

test('a render file is handed the Node modules a React render needs, and no files, processes or sockets', async () => {
  for (const [id, allowed] of [
    ['stream', true],
    ['node:util', true],
    ['async_hooks', true],
    ['path', true],
    ['child_process', false],
    ['net', false],
    ['react', false],
  ] as const) {
    const body = `const m = require(${JSON.stringify(id)}); ${renderFile('<p>ok</p>')}`;
    const serverPageOf = remoteServerRenders(
      standIn({ [MANIFEST]: manifest, [RENDER]: { status: 200, body } }).fetcher,
      () => 0,
    );
    expect({ id, loaded: (await serverPageOf(MANIFEST)) !== null }).toEqual({ id, loaded: allowed });
  }
  // A library that names the files module as it loads gets one with nothing in it.
  for (const id of ['fs', 'node:fs']) {
    const body = `if (Object.keys(require(${JSON.stringify(id)})).length > 0) throw new Error('files'); ${renderFile('<p>ok</p>')}`;
    const serverPageOf = remoteServerRenders(
      standIn({ [MANIFEST]: manifest, [RENDER]: { status: 200, body } }).fetcher,
      () => 0,
    );
    expect(await serverPageOf(MANIFEST)).not.toBeNull();
  }
});
