import { z } from 'zod/mini';
import { LayoutNameSchema, RemoteRouteSchema, type RemoteRoute } from './catalog';

const route: RemoteRoute = { path: '/truck/store', layout: 'app-bar', auth: 'none' };
const layoutOf = (layout?: string) => RemoteRouteSchema.safeParse({ path: '/truck/store', layout });

describe('a route’s layout', () => {
  it('is named by its shape, never by a remote', () => {
    expect(LayoutNameSchema.options.join(' ')).not.toMatch(/truck|pray|quest|lottery/);
    expect(layoutOf('app-bar').data?.layout).toBe('app-bar');
    expect(layoutOf().data?.layout).toBe('default');
  });

  it('answers a stored version’s old name as the layout it became', () => {
    const stored = (layout: 'truck' | 'pray') => z.encode(RemoteRouteSchema, { ...route, layout }).layout;
    expect(stored('truck')).toBe('app-bar');
    expect(stored('pray')).toBe('banner');
  });

  it('refuses an old name or a typo in a release', () => {
    for (const name of ['truck', 'pray', 'app_bar']) {
      const parsed = layoutOf(name);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['layout']);
    }
  });
});
