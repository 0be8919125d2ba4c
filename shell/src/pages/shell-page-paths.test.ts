import { SHELL_PAGE_PATHS } from './shell-page-paths';
import { SERVER_PAGE_ROUTES } from '../server-pages/server-page-routes';
import { SHELL_PAGE_ROUTES } from './shell-page-routes';

it('lists exactly the paths of the pages the shell renders, for its static servers', () => {
  const rendered = [...SHELL_PAGE_ROUTES, ...SERVER_PAGE_ROUTES].map((page) => page.path);
  expect(SHELL_PAGE_PATHS.map((page) => page.path).sort()).toEqual(rendered.sort());
});
