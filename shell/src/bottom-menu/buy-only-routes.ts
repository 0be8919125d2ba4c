import { paths } from '../config/paths';
import { normalizePath } from '../routing/normalize-path';

// The shell's own pages; a remote's page asks for it in its catalog route (`bottom_menu`).
const BUY_ONLY_PATHS: ReadonlySet<string> = new Set([
  paths.home.path,
  paths.services.path,
  paths.complain.path,
  paths.about.path,
]);

/**
 * Spec §2: on home, our services, complain and about (and the dealer list, which says so in
 * mf-lottery's catalog.json), the bar shows only its action, the 'ซื้อลอตเตอรี่' button, on small
 * screens (the CSS decides "small"; this decides the pages).
 */
export function showsOnlyBuyButton(pathname: string): boolean {
  return BUY_ONLY_PATHS.has(normalizePath(pathname));
}
