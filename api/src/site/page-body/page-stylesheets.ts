// Which of a remote's stylesheets a server-rendered page needs before any script runs. A page's
// styles are spread over its remote's CSS files: the app's own, a lazily loaded page's chunk, the
// kernel's components. The browser fetches those with the page's code; the HTML needs them first,
// or it paints unstyled and jumps when they come. Which file holds which class is in the files.

type Get = (url: string) => Promise<Response>;

interface CssAssets {
  sync?: string[];
  async?: string[];
}

interface ManifestCss {
  shared?: { assets?: { css?: CssAssets } }[];
  exposes?: { name?: string; assets?: { css?: CssAssets } }[];
}

interface Stylesheet {
  href: string;
  classes: Set<string>;
}

/** Picks, in the order the browser loads them, the stylesheets that style some class of `html`. */
export type StylesheetPicker = (html: string) => string[];

/** `.name` in a stylesheet: a class selector (a number such as `.5rem` does not start with a digit). */
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

const css = (assets: CssAssets | undefined) => [...(assets?.sync ?? []), ...(assets?.async ?? [])];

/**
 * The manifest's stylesheets in the browser's order (the kernel's first, as the shell loads it,
 * then the app's, then its pages'), each with the classes it defines; a file that cannot be read
 * is left out.
 */
export async function readPageStylesheets(get: Get, manifestUrl: string): Promise<StylesheetPicker> {
  const response = await get(manifestUrl);
  const manifest = response.ok ? ((await response.json()) as ManifestCss) : {};
  const app = manifest.exposes?.find((expose) => expose.name === 'app');
  const files = [
    ...new Set([
      ...(manifest.shared ?? []).flatMap((item) => css(item.assets?.css)),
      ...css(app?.assets?.css),
    ]),
  ];
  const sheets = await Promise.all(
    files.map(async (file): Promise<Stylesheet | null> => {
      const href = new URL(file, manifestUrl).href;
      const answer = await get(href).catch(() => null);
      if (!answer?.ok) return null;
      const text = await answer.text();
      return { href, classes: new Set([...text.matchAll(CLASS_SELECTOR)].map((match) => match[1]!)) };
    }),
  );
  const readable = sheets.filter((sheet): sheet is Stylesheet => sheet !== null);
  return (html) => {
    const used = new Set([...html.matchAll(CLASS_ATTRIBUTE)].flatMap((match) => match[1]!.split(/\s+/)));
    return readable
      .filter((sheet) => [...sheet.classes].some((name) => used.has(name)))
      .map((sheet) => sheet.href);
  };
}
