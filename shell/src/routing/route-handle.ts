import type { RemoteRoute } from '@chokdee/shared-contract/schemas/catalog';
import { useCurrentMatches } from './shell-routes';

/**
 * What a catalog route tells the shell beyond its path (its layout is where it sits in the tree):
 * its guard, and how the chrome around it behaves. The remote that serves the route declares all
 * of it in its catalog.json, so the shell knows no remote's URL.
 */
export interface RouteHandle {
  /** The catalog's auth mode, kept as given: the guard rejects a value it does not know (500). */
  auth: unknown;
  privacyGuard: boolean;
  /** A staff surface: no consumer popup or banner over it. */
  staff: boolean;
  /** The tab's title from the catalog (pages may refine it through the kernel's `usePageTitle`). */
  title?: string;
  /** A theme the route forces (spec §2: dark on the shop pages). */
  theme?: 'dark';
  /** The navigation's mode on this route (spec §2 e-commerce mode). */
  menuMode?: 'ecommerce';
  /** On phones the bottom member menu shows only its action button here (spec §2). */
  bottomMenuActionOnly: boolean;
  /** The path parameter that holds a store code (the footer shows that store). */
  storeParam?: string;
  /** The path parameter that holds a dealer's user reference (the bottom menu shows at once). */
  userRefParam?: string;
  /** A page of a store's cart, order and payment flow: the current store stays in scope. */
  storeFlow: boolean;
  /** The app the `app-bar` layout names in its bar, and its start page. */
  appBar?: { name: string; home: string };
}

export function handleOf(route: RemoteRoute): RouteHandle {
  return {
    auth: route.auth,
    privacyGuard: route.privacy_guard === true,
    staff: route.surface === 'staff',
    title: route.title,
    theme: route.theme,
    menuMode: route.menu_mode,
    bottomMenuActionOnly: route.bottom_menu === 'action-only',
    storeParam: route.store_param,
    userRefParam: route.user_ref_param,
    storeFlow: route.store_flow === true,
    appBar: route.app_bar,
  };
}

/** The matched route's handle; a match without one (a shell page, the 404) is open to everyone. */
export function readHandle(handle: unknown): RouteHandle {
  const value = handle as Partial<RouteHandle> | undefined;
  return {
    auth: value?.auth ?? 'none',
    privacyGuard: value?.privacyGuard === true,
    staff: value?.staff === true,
    title: value?.title,
    theme: value?.theme,
    menuMode: value?.menuMode,
    bottomMenuActionOnly: value?.bottomMenuActionOnly === true,
    storeParam: value?.storeParam,
    userRefParam: value?.userRefParam,
    storeFlow: value?.storeFlow === true,
    appBar: value?.appBar,
  };
}

/** The page on screen as the catalog describes it: the matched route's handle and path parameters. */
export function useCurrentRoute(): {
  handle: RouteHandle;
  params: Readonly<Record<string, string | undefined>>;
} {
  const leaf = useCurrentMatches().at(-1);
  return { handle: readHandle(leaf?.route.handle), params: leaf?.params ?? {} };
}
