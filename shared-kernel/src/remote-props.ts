/**
 * The props the shell passes to every remote's `./app` (and every widget) through
 * single-spa-react. A remote reads its data through the kernel's API client and stores,
 * so the props stay small: where it is mounted and how to reach the API.
 */
export interface RemoteProps {
  /** Name of the remote in the catalog, e.g. `mf_lottery`. */
  remoteName: string;
  /** The layout slot the remote renders in (`main` for a page). */
  slot: string;
}
