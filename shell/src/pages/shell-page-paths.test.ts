import { SHELL_PAGE_PATHS } from './shell-page-paths';
import { SHELL_PAGE_ROUTES } from './shell-page-routes';

it('lists exactly the paths of the pages the shell renders, for its static servers', () => {
  expect(SHELL_PAGE_PATHS.map((page) => page.path)).toEqual(SHELL_PAGE_ROUTES.map((page) => page.path));
});
