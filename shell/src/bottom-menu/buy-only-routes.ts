import { paths } from '../config/paths';
import { normalizePath } from './normalize-path';

const BUY_ONLY_PATHS: ReadonlySet<string> = new Set([
  paths.home.path,
  paths.dealers.path,
  paths.services.path,
  paths.complain.path,
  paths.about.path,
]);

/**
 * Spec §2: on home, the dealer list, our services, complain and about, the bar shows only the
 * 'ซื้อลอตเตอรี่' button on small screens (the CSS decides "small"; this decides the pages).
 */
export function showsOnlyBuyButton(pathname: string): boolean {
  return BUY_ONLY_PATHS.has(normalizePath(pathname));
}
