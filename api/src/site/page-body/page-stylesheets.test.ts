import { readPageStylesheets } from './page-stylesheets';

// A remote's files as its manifest lists them: the kernel's, the app's own, a lazily loaded page's,
// a widget's.
const BASE = 'https://lottery.example/';
const FILES: Record<string, string> = {
  'mf-manifest.json': JSON.stringify({
    shared: [
      { assets: { css: { sync: ['kernel.css'], async: [] } } },
      { assets: { css: { sync: ['kernel.css', 'kernel-choice.css'], async: [] } } },
    ],
    exposes: [
      { name: 'widgets/cart', assets: { css: { sync: ['cart.css'] } } },
      {
        name: 'app',
        assets: { css: { sync: ['app.css'], async: ['store-page.css', 'orders-page.css', 'gone.css'] } },
      },
    ],
  }),
  'kernel.css': '.loading{opacity:.5}',
  'kernel-choice.css': '.options[data-min-width="8.5rem"]{--choice-min:8.5rem}.option{padding:0.5rem}',
  'cart.css': '.store{color:red}',
  'app.css': '.results{display:grid}.prize{margin:0 .5rem}',
  'store-page.css': '.store-header{min-height:12rem}.cover:hover{opacity:1}',
  'orders-page.css': '.orders{display:flex}',
};

const get = async (url: string) => {
  const file = FILES[url.slice(BASE.length)];
  return file === undefined ? new Response(null, { status: 404 }) : new Response(file);
};

test("a page gets the stylesheets that style its classes, in the browser's order, and no others", async () => {
  const pick = await readPageStylesheets(get, `${BASE}mf-manifest.json`);
  const store =
    '<div class="store-header"><div class="options" data-min-width="8.5rem"><label class="option">';
  expect(pick(store)).toEqual([`${BASE}kernel-choice.css`, `${BASE}store-page.css`]);
  expect(pick('<main class="results"><p class="prize loading">')).toEqual([
    `${BASE}kernel.css`,
    `${BASE}app.css`,
  ]);
  // A number in a rule (`.5rem`) is not a class.
  expect(pick('<p class="5rem">')).toEqual([]);
  // A widget rendered in a page's island gets its own stylesheet, after the app's.
  expect(pick('<main class="results"><section class="store">')).toEqual([
    `${BASE}app.css`,
    `${BASE}cart.css`,
  ]);
});

test('a remote without a manifest gives a page no stylesheet', async () => {
  const pick = await readPageStylesheets(
    async () => new Response(null, { status: 404 }),
    `${BASE}mf-manifest.json`,
  );
  expect(pick('<p class="prize">')).toEqual([]);
});

test('the shell, which exposes nothing, gives its pages the stylesheets its server build lists', async () => {
  const SITE = 'https://site.example/';
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({
      shared: [{ assets: { css: { sync: ['kernel.css'] } } }],
      exposes: [],
    }),
    'server/stylesheets.json': JSON.stringify(['kernel.css', '1707.css', '1881.css', '2123.css']),
    'kernel.css': '.loading{opacity:.5}',
    '1707.css': '.heading{font-size:2rem}.body p{margin:0}',
    // The same module in another page's chunk: the first copy styles the page.
    '1881.css': '.heading{font-size:2rem}.body p{margin:0}.tags{display:flex}',
    '2123.css': '.cart{display:flex}',
  };
  const pick = await readPageStylesheets(async (url) => {
    const file = files[url.slice(SITE.length)];
    return file === undefined ? new Response(null, { status: 404 }) : new Response(file);
  }, `${SITE}mf-manifest.json`);
  expect(pick('<article><h1 class="heading">บทความ</h1><div class="body">')).toEqual([`${SITE}1707.css`]);
  expect(pick('<h1 class="heading">บทความ</h1><ul class="tags">')).toEqual([
    `${SITE}1707.css`,
    `${SITE}1881.css`,
  ]);
});
