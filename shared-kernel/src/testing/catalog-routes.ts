import type { RouteObject } from 'react-router';
import { RemoteDescriptorSchema } from '@chokdee/shared-contract/schemas/remote-descriptor';

/** `/orders/:code?` → `/orders`, `/orders/:`: the concrete shapes a pattern matches, parameter names dropped. */
export function patternShapes(pattern: string): string[] {
  const segments = pattern.split('/').filter(Boolean);
  let shapes = [''];
  for (const segment of segments) {
    const optional = segment.endsWith('?');
    const shape = segment.replace(/\?$/, '').replace(/^:.*/, ':');
    const longer = shapes.map((prefix) => `${prefix}/${shape}`);
    shapes = optional ? [...shapes, ...longer] : longer;
  }
  return shapes.map((shape) => shape || '/');
}

function routePaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    return [...(route.path !== undefined ? [path] : []), ...routePaths(route.children ?? [], path)];
  });
}

const shapesOf = (patterns: readonly string[]) => [...new Set(patterns.flatMap(patternShapes))].sort();

/**
 * A remote's catalog.json and its routes agree: the shell mounts the remote on exactly the paths
 * the catalog registers, so a route the catalog lacks is never reached, and a catalog path the
 * routes lack shows an empty page. Widgets show only on paths the remote serves. Every route names
 * the tab's title, so no page of the site is left as the bare site name.
 */
export function expectCatalogMatchesRoutes(catalogJson: unknown, routes: readonly RouteObject[]): void {
  const catalog = RemoteDescriptorSchema.parse(catalogJson);
  const served = shapesOf(routePaths(routes));
  expect(shapesOf(catalog.routes.map((route) => route.path))).toEqual(served);
  expect(catalog.routes.filter((route) => !route.title).map((route) => route.path)).toEqual([]);
  for (const widget of catalog.widgets) {
    for (const shape of shapesOf(widget.routes ?? [])) expect(served).toContain(shape);
  }
}
