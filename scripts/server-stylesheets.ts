import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';

/** Where a host's server render lists its stylesheets, beside `render.js`. */
export const SERVER_STYLESHEETS_FILE = 'stylesheets.json';

const LINKED_STYLESHEET = /href="\/([^"]+\.css)"/g;

/**
 * The stylesheets a page the host renders on a server may need, in the order it loads them (the
 * kernel's, then its pages' chunks): every CSS file of its build but those its `index.html` links
 * already. A remote's are in its manifest (its `./app`); a host exposes nothing, so its server
 * render build writes this list for the origin (api/src/site/page-body/page-stylesheets.ts).
 */
export class ServerStylesheetsPlugin {
  constructor(private readonly dist: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('ServerStylesheetsPlugin', () => {
      const html = readFileSync(path.join(this.dist, 'index.html'), 'utf8');
      const linked = new Set([...html.matchAll(LINKED_STYLESHEET)].map((match) => match[1]));
      const kernelFirst = (name: string) => (name.startsWith('kernel') ? `0${name}` : `1${name}`);
      const files = readdirSync(this.dist)
        .filter((name) => name.endsWith('.css') && !linked.has(name))
        .sort((a, b) => kernelFirst(a).localeCompare(kernelFirst(b)));
      writeFileSync(path.join(this.dist, 'server', SERVER_STYLESHEETS_FILE), `${JSON.stringify(files)}\n`);
    });
  }
}
