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
 * The build's stylesheet files: a remote's shared, `./app` and widgets' ones from its manifest; a host's (it
 * exposes nothing) from the list its server render build writes (scripts/server-stylesheets.ts).
 */
async function stylesheetFiles(get: Get, manifestUrl: string): Promise<string[]> {
  const response = await get(manifestUrl);
  const manifest = response.ok ? ((await response.json()) as ManifestCss) : {};
  const app = manifest.exposes?.find((expose) => expose.name === 'app');
  if (!app && response.ok) {
    const list = await get(new URL('server/stylesheets.json', manifestUrl).href).catch(() => null);
    if (list?.ok) return ((await list.json()) as unknown[]).filter((file) => typeof file === 'string');
  }
  // The app's pages first, then its widgets' (a widget rendered in a page's island).
  const widgets = (manifest.exposes ?? []).filter((expose) => expose !== app);
  return [
    ...new Set([
      ...(manifest.shared ?? []).flatMap((item) => css(item.assets?.css)),
      ...css(app?.assets?.css),
      ...widgets.flatMap((expose) => css(expose.assets?.css)),
    ]),
  ];
}

/**
 * The build's stylesheets in the browser's order (the kernel's first, as the shell loads it, then
 * the app's, then its pages'), each with the classes it defines; a file that cannot be read is
 * left out.
 */
export async function readPageStylesheets(get: Get, manifestUrl: string): Promise<StylesheetPicker> {
  const files = await stylesheetFiles(get, manifestUrl);
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
    const unstyled = new Set([...html.matchAll(CLASS_ATTRIBUTE)].flatMap((match) => match[1]!.split(/\s+/)));
    // A CSS module shared by several lazy pages is in each of their chunks: its first copy does.
    return readable
      .filter((sheet) => {
        const styles = [...unstyled].filter((name) => sheet.classes.has(name));
        for (const name of styles) unstyled.delete(name);
        return styles.length > 0;
      })
      .map((sheet) => sheet.href);
  };
}
