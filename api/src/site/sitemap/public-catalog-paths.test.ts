import type { RemoteRoute } from '@chokdee/shared-contract/schemas/catalog';
import { publicCatalogPaths } from './public-catalog-paths';

const route = (path: string, extra: Partial<RemoteRoute> = {}): RemoteRoute =>
  ({ path, layout: 'default', auth: 'none', ...extra }) as RemoteRoute;

test('only open pages with no required parameter, each once, none private, alias or search', () => {
  expect(
    publicCatalogPaths([
      route('/check-lottery/:slug?'),
      route('/checklottery'),
      route('/ตรวจลอตเตอรี่/:slug?'),
      route('/dealers'),
      route('/dealers/:userRef'),
      route('/ขอพร'),
      route('/ขอพร/search'),
      route('/lotteries/search-results'),
      route('/members/login', { auth: 'guest' }),
      route('/members/connect-user'),
      route('/members/safe', { auth: 'required' }),
      route('/dealer/login', { surface: 'staff' }),
      route('/dealers-help'),
      route('/staff/pray-review', { surface: 'staff' }),
      route('/truck/store'),
      route('/deprecated/dealers'),
      route('/oauth/callback/line'),
      route('/dealers'),
    ]),
  ).toEqual(['/check-lottery', '/dealers', '/ขอพร', '/dealers-help']);
});
