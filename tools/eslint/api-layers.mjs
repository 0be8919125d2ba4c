// The API's floors (DESIGN.md §4): an import goes down or sideways, never back up a layer.
// `lib` and `config` at the bottom, then `db` (the client, the column helpers, the seed's frame), then the
// domains, then what serves them (`routes`, `app`, `server`, `process`). Among the domains, a few are
// stacked: a domain of a lower tier never imports one of a higher tier (payments and results sit
// under the lottery sales, which sit under what builds on a sale); a domain in no tier may meet any
// other. The notices sit at the bottom: any domain tells its members of a change.
// Domains reach up only through events and callbacks (lottery-sales/sale-events.ts), and the
// seed finds the domains' seeds on disk (db/domains.ts) instead of importing them.
// A domain's table file (`<domain>/*-tables.ts`) lives in its folder but stands on the db floor:
// the tables are one graph of foreign keys that any query may join (the results read the orders to
// check wins), so every layer above db may import them, and they import nothing above db.
// Test helpers (`test`, `testing`, `fuzz`, `faults`) and the framework glue in `plugins` are outside.
import path from 'node:path';
import { importVisitors } from './import-visitors.mjs';

const DB_LAYER = ['db'];
const LAYERS = [['lib', 'config'], DB_LAYER, null, ['routes', 'app', 'server', 'process']];
/** A table file, named with or without its extension (import specifiers leave it out). */
const TABLE_FILE = /-tables(\.[cm]?[jt]s)?$/;
/** The stacked domains, lowest first. */
const DOMAIN_TIERS = [
  ['notices', 'payments', 'results'],
  ['lottery-sales'],
  ['quests', 'truck', 'rewards', 'shop'],
];
const OUTSIDE = new Set(['test', 'testing', 'fuzz', 'faults', 'plugins']);
const DOMAIN_LAYER = LAYERS.indexOf(null);

/** `{ folder, layer, tier }` of a file under api/src, or null elsewhere and for the test helpers. */
function placeOf(root, file) {
  const relative = path.relative(path.join(root, 'api', 'src'), file);
  const parts = relative.split(path.sep);
  if (parts[0] === '..' || parts.length === 0) return null;
  if (TABLE_FILE.test(relative)) return { folder: relative, layer: LAYERS.indexOf(DB_LAYER), tier: -1 };
  // A file at the top of src/ (app.ts, server.ts, config.ts) is its own folder.
  const folder = parts.length === 1 ? parts[0].replace(/\.[cm]?[jt]s$/, '') : parts[0];
  if (OUTSIDE.has(folder)) return null;
  const listed = LAYERS.findIndex((layer) => layer?.includes(folder));
  const layer = listed === -1 ? DOMAIN_LAYER : listed;
  const tier = layer === DOMAIN_LAYER ? DOMAIN_TIERS.findIndex((t) => t.includes(folder)) : -1;
  return { folder, layer, tier };
}

/** The file a specifier names: relative, or through the package's `#api/*` import map. */
function targetOf(root, from, specifier) {
  if (specifier.startsWith('#api/')) return path.join(root, 'api', 'src', specifier.slice(5));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  return null;
}

export const apiLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'inside the API, no import runs back up a layer' },
    messages: {
      layer:
        'api/src/{{from}} never imports api/src/{{to}}: that runs back up a layer (db < domains < routes).',
      tier: 'The domain "{{from}}" sits under "{{to}}" and never imports it: pass an event or a callback up, or move the shared piece down.',
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const here = placeOf(root, context.filename);
    if (!here) return {};
    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const file = targetOf(root, context.filename, specifier);
      const there = file && placeOf(root, file);
      if (!there || there.folder === here.folder) return;
      const data = { from: here.folder, to: there.folder };
      if (there.layer > here.layer) context.report({ node, messageId: 'layer', data });
      else if (there.layer === here.layer && here.tier !== -1 && there.tier > here.tier)
        context.report({ node, messageId: 'tier', data });
    }
    return importVisitors(check);
  },
};
