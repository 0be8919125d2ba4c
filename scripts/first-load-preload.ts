// The host page names, in its own HTML, the scripts and styles every first visit loads after
// main.js: without this the browser learns of them only once main.js has downloaded and run the
// Module Federation runtime (the shared chunks start ~100 ms after the page, a round trip more on
// a phone), though every page needs them.
import { rspack, type Compiler } from '@rspack/core';

/** The shell's bootstrap chunk (`import(/* webpackChunkName: "bootstrap" *\/ './bootstrap')`). */
export const BOOTSTRAP_CHUNK = 'bootstrap';

export interface PreloadTag {
  tagName: 'link';
  voidTag: true;
  attributes: Record<string, string>;
}

/** `<link rel="preload">` for each file, as a script or a stylesheet; other files are skipped. */
export function preloadTags(files: Iterable<string>, publicPath: string): PreloadTag[] {
  const tags: PreloadTag[] = [];
  for (const file of new Set(files)) {
    const as = file.endsWith('.js') ? 'script' : file.endsWith('.css') ? 'style' : null;
    if (as)
      tags.push({
        tagName: 'link',
        voidTag: true,
        attributes: { rel: 'preload', as, href: publicPath + file },
      });
  }
  return tags;
}

/**
 * Adds those preloads to the HTML: the bootstrap chunk's group, and the shared chunks named in
 * `sharedChunks` (react, the kernel…: loaded through the share scope, so in no chunk group). A
 * name that matches no chunk fails the build, so a renamed group cannot silently stop preloading.
 */
export class FirstLoadPreloadPlugin {
  constructor(private readonly sharedChunks: readonly string[]) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('FirstLoadPreloadPlugin', (compilation) => {
      const hooks = rspack.HtmlRspackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTagGroups.tap('FirstLoadPreloadPlugin', (data) => {
        const files: string[] = [];
        const bootstrap = compilation.namedChunkGroups.get(BOOTSTRAP_CHUNK);
        const named = new Map([...compilation.chunks].map((chunk) => [chunk.name, chunk]));
        const missing = [BOOTSTRAP_CHUNK, ...this.sharedChunks].filter((name) =>
          name === BOOTSTRAP_CHUNK ? !bootstrap : !named.has(name),
        );
        if (missing.length > 0) {
          compilation.errors.push(
            new rspack.WebpackError(`FirstLoadPreloadPlugin: no chunk named ${missing.join(', ')}`),
          );
          return data;
        }
        for (const chunk of bootstrap!.chunks) files.push(...chunk.files);
        for (const name of this.sharedChunks) files.push(...named.get(name)!.files);
        data.headTags.push(...preloadTags(files, data.publicPath));
        return data;
      });
    });
  }
}
