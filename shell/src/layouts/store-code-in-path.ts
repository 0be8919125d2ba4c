import { matchPath } from 'react-router';
import { paths } from '../config/paths';

// Spec §2 footer: "the store is initialised once per storeCode route param". Only the older
// store paths carry the code in the URL (/deprecated/dealers/{storeCode}/…); /dealers/{userRef}
// names the owner, and that page sets the current store itself.
const STORE_CODE_PATTERN = `${paths.legacyDealers.path}/:storeCode/*`;
const NOT_A_STORE = new Set(['restricted']);

/** The store code in the URL, or null when the path carries none. */
export function storeCodeInPath(pathname: string): string | null {
  const code = matchPath(STORE_CODE_PATTERN, pathname)?.params.storeCode;
  return code && !NOT_A_STORE.has(code) ? code : null;
}
