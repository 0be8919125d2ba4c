import { expectCatalogMatchesRoutes } from '@chokdee/shared-kernel/testing/catalog-routes';
import catalog from '../../catalog.json';
import { appRoutes } from './app-routes';

it('serves exactly the paths its catalog.json registers', () => {
  expectCatalogMatchesRoutes(catalog, appRoutes);
});
