// What the site audit visits: every page of the LIVE catalog (read from the running API, so a new
// remote is audited without being listed here) and the shell's own pages, each as a real path:
// optional parameters left out, required ones filled with ids of the demo data, looked up through
// the API like a visitor's browser would.
import type { APIRequestContext } from '@playwright/test';
import { SHELL_PAGE_PATHS } from '../../shell/src/pages/shell-page-paths';
import { API_URL } from '../support/env';

export interface AuditRoute {
  /** The route's pattern, e.g. `/dealers/:userRef`. */
  pattern: string;
  /** The path visited, e.g. `/dealers/somchai-lucky`. */
  path: string;
  /** `shell` or the remote's Module Federation name. */
  app: string;
  auth: 'required' | 'guest' | 'none';
  staff: boolean;
  /** The catalog's title of the route, if it has one. */
  title?: string;
  /** A parameter has no demo record behind it (the page shows its 'not found' state). */
  placeholder: boolean;
}

interface CatalogRoute {
  path: string;
  auth?: AuditRoute['auth'];
  surface?: 'staff';
  title?: string;
}

export interface LiveRemote {
  name: string;
  enabled: boolean;
  routes: CatalogRoute[];
}

async function data<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(`${API_URL}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The remotes of the live catalog, as the shell reads it at boot. */
export async function liveRemotes(request: APIRequestContext): Promise<LiveRemote[]> {
  const catalog = await data<{ remotes: LiveRemote[] }>(request, '/public/v3/catalog');
  return catalog.remotes.filter((remote) => remote.enabled);
}

/** Demo ids for the parameters that need one, looked up once. */
async function demoIds(request: APIRequestContext, memberToken: string) {
  const [stores, products, rewards, projects, articles, socials, tags, quests] = await Promise.all([
    data<{ code: string; user_code: string }[]>(request, '/public/bos/v1/stores?per_page=1'),
    data<{ code: string }[]>(request, '/api/public/v1/products?per_page=1'),
    data<{ code: string }[]>(request, '/public/v1/rewards'),
    data<{ id: number; slug: string }[]>(request, '/public/v1/pray/projects?per_page=1'),
    data<{ id: number; slug: string }[]>(request, '/public/v3/contents?kind=article&per_page=1'),
    data<{ id: number; slug: string }[]>(request, '/public/v3/contents?kind=social&per_page=1'),
    data<{ tag: string }[]>(request, '/public/v3/contents/tags'),
    data<{ id: number }[]>(request, '/public/bos/v1/quests', memberToken),
  ]);
  const project = projects[0]!;
  const updates = await data<{ id: number }[]>(
    request,
    `/public/v1/pray/projects/${encodeURIComponent(project.slug)}/updates`,
  );
  return {
    store: stores[0]!,
    product: products[0]!.code,
    reward: rewards[0]!.code,
    project,
    update: updates[0]?.id ?? 1,
    article: articles[0]!,
    social: socials[0]!,
    tag: tags[0]!.tag,
    quest: quests[0]?.id ?? 1,
  };
}

type DemoIds = Awaited<ReturnType<typeof demoIds>>;

/**
 * A value for one required parameter. By route first (one name means different things in
 * different remotes), then by name; anything unknown gets a placeholder, so a new remote's dynamic route is
 * still audited (its page then shows its own 'not found' state).
 */
function sampleValue(pattern: string, param: string, ids: DemoIds): string {
  const byRoute: Record<string, Record<string, string>> = {
    '/rewards/:code': { code: ids.reward },
    '/articles/:id/:title': { id: String(ids.article.id), title: ids.article.slug },
    '/:id/:title': { id: String(ids.social.id), title: ids.social.slug },
    // The member has no prayer project of their own to edit: an id no project has.
    '/members/pray/edit/:projectId/:step?': { projectId: NUMERIC_PLACEHOLDER },
    '/members/activities/:id': { id: String(ids.quest) },
  };
  const byName: Record<string, string> = {
    userRef: ids.store.user_code,
    storeCode: ids.store.code,
    productCode: ids.product,
    slug: ids.project.slug,
    updateId: String(ids.update),
    category: ids.tag,
  };
  return byRoute[pattern]?.[param] ?? byName[param] ?? PLACEHOLDER;
}

/** The value of a parameter with no demo record to point at (a member's own redemption, say). */
const PLACEHOLDER = 'DEMO';
const NUMERIC_PLACEHOLDER = '999999';

/** `/dealers/:userRef` → `/dealers/somchai-lucky`; optional parts and splats left out. */
export function samplePath(pattern: string, value: (param: string) => string): string {
  const segments = pattern
    .split('/')
    .filter((segment) => segment && !segment.endsWith('?') && segment !== '*')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(value(segment.slice(1))) : segment));
  return `/${segments.join('/')}`;
}

/** Every page to audit: the shell's, then each live remote's, with a real path each. */
export async function auditRoutes(request: APIRequestContext, memberToken: string): Promise<AuditRoute[]> {
  const [remotes, ids] = await Promise.all([liveRemotes(request), demoIds(request, memberToken)]);
  const sample = (pattern: string) => {
    let placeholder = false;
    const path = samplePath(pattern, (param) => {
      const value = sampleValue(pattern, param, ids);
      placeholder ||= value === PLACEHOLDER || value === NUMERIC_PLACEHOLDER;
      return value;
    });
    return { path, placeholder };
  };
  const shellRoutes: AuditRoute[] = SHELL_PAGE_PATHS.map(({ path }) => ({
    pattern: path,
    ...sample(path),
    app: 'shell',
    auth: 'none',
    staff: path.startsWith('/admin'),
  }));
  const remoteRoutes = remotes.flatMap((remote) =>
    remote.routes.map((route): AuditRoute => ({
      pattern: route.path,
      ...sample(route.path),
      app: remote.name,
      auth: route.auth ?? 'none',
      staff: route.surface === 'staff',
      title: route.title,
    })),
  );
  return [...shellRoutes, ...remoteRoutes];
}

/** A file name for a route's screenshot: `/dealers/somchai-lucky` → `dealers_somchai-lucky`. */
export function screenshotName(path: string): string {
  const name = decodeURIComponent(path)
    .replace(/^\//, '')
    .replace(/[^\p{L}\p{N}_-]+/gu, '_');
  return name || 'home';
}
