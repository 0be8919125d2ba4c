// One lint rule for the walls of the house (DESIGN.md §1, STYLE.md §1 and §3): no app imports
// another (the shell and the remotes meet only in the kernel and the catalog, the shell loads a
// remote at run time, by its catalog entry), and inside an app a feature never imports another feature
// (`src/features/<a>` → `src/features/<b>`): the app layer composes them, and what two features
// share lives beside them (`src/components`, `src/stores`, `src/lib`…) or in the kernel.
import path from 'node:path';
import { importVisitors } from './import-visitors.mjs';

const APP = /^(shell|mf-[a-z0-9-]+)$/;

/** `{ app, feature }` of a repository file, or null outside the apps. */
function placeOf(root, file) {
  const parts = path.relative(root, file).split(path.sep);
  if (!APP.test(parts[0] ?? '')) return null;
  const feature = parts[1] === 'src' && parts[2] === 'features' && parts.length > 4 ? parts[3] : null;
  return { app: parts[0], feature };
}

/** The app a bare specifier names (`@chokdee/mf-lottery/…`), if any. */
function appOfPackage(specifier) {
  const match = /^@chokdee\/(shell|mf-[a-z0-9-]+)(\/|$)/.exec(specifier);
  return match ? match[1] : null;
}

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'an app imports no other app; a feature imports no other feature' },
    messages: {
      remote: '{{from}} never imports {{to}}: apps meet only in the shared kernel and the catalog.',
      feature:
        'The feature "{{from}}" never imports the feature "{{to}}": compose them in src/app, or share through the app\'s own shared folders.',
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const here = placeOf(root, context.filename);
    if (!here) return {};
    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const target = specifier.startsWith('.')
        ? placeOf(root, path.resolve(path.dirname(context.filename), specifier))
        : appOfPackage(specifier) && { app: appOfPackage(specifier), feature: null };
      if (!target) return;
      if (target.app !== here.app) {
        context.report({ node, messageId: 'remote', data: { from: here.app, to: target.app } });
      } else if (
        target.app === here.app &&
        here.feature &&
        target.feature &&
        target.feature !== here.feature
      ) {
        context.report({ node, messageId: 'feature', data: { from: here.feature, to: target.feature } });
      }
    }
    return importVisitors(check);
  },
};
