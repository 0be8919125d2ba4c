// Inside one package's src/, the folders stand on floors (DESIGN.md §3): a file imports from a
// lower floor only, never from its own floor's other folders nor from above, so no two folders
// ever import each other. Each package lists its floors in eslint.config.mjs; a folder on no
// floor is an error, so a new folder is placed on purpose. A file at the top of src/ counts as a
// folder of its own name. Tests may import anything and are not linted by this rule.
import path from 'node:path';
import { importVisitors } from './import-visitors.mjs';

/** The folder of src/ a file is in (`stores`, or `app-paths` for src/app-paths.ts), or null outside src/. */
function folderOf(src, file) {
  const parts = path.relative(src, file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0])) return null;
  return parts.length === 1 ? parts[0].replace(/\.[cm]?[jt]sx?$/, '') : parts[0];
}

/** The file a specifier names inside the package: relative, or through the package's alias. */
function targetOf(src, alias, from, specifier) {
  if (alias && specifier.startsWith(alias)) return path.join(src, specifier.slice(alias.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  return null;
}

export const folderFloors = {
  meta: {
    type: 'problem',
    docs: { description: 'inside a package, a folder imports only from the floors below its own' },
    messages: {
      up: '{{from}}/ never imports {{to}}/: {{to}} stands on the same floor or above (floors in eslint.config.mjs).',
      unplaced: "{{folder}}/ stands on no floor: add it to this package's floors in eslint.config.mjs.",
    },
    schema: [
      {
        type: 'object',
        properties: {
          src: { type: 'string' },
          alias: { type: 'string' },
          floors: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
        },
        required: ['src', 'floors'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { src: srcOption, alias, floors } = context.options[0];
    const src = path.join(context.cwd, srcOption);
    const floorOf = (folder) => floors.findIndex((floor) => floor.includes(folder));
    const here = folderOf(src, context.filename);
    if (here === null) return {};
    const hereFloor = floorOf(here);
    if (hereFloor === -1) {
      return {
        Program: (node) => context.report({ node, messageId: 'unplaced', data: { folder: here } }),
      };
    }
    return importVisitors((node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = targetOf(src, alias, context.filename, specifier);
      const there = target && folderOf(src, target);
      if (!there || there === here) return;
      const thereFloor = floorOf(there);
      if (thereFloor === -1 || thereFloor >= hereFloor)
        context.report({ node, messageId: 'up', data: { from: here, to: there } });
    });
  },
};
