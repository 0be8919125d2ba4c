import { appPaths } from '@chokdee/shared-contract/app-paths';
import { claimPath } from '@chokdee/shared-contract/schemas/truck';

/** Every path this remote serves, in one place (its catalog.json registers the same patterns). */
export const paths = {
  /** Operator login; straight to the store when `truck_store` is set. */
  home: appPaths.truck,
  store: { path: '/truck/store', getHref: () => '/truck/store' },
  cart: { path: '/truck/store/cart', getHref: () => '/truck/store/cart' },
  /** The dealer's own page for the store's operators (a member who is a dealer). */
  staff: appPaths.truckStaff,
  dealerLogin: appPaths.dealerLogin,
  /** The member page a receipt's QR opens (the kernel contract names it: `claimPath`). */
  claim: {
    path: '/truck/claim/:code?',
    getHref: (code?: string) => (code ? claimPath(code) : '/truck/claim'),
  },
  /** Spec §2 "food-truck services", a Thai-named page like the shell's other services pages. */
  foodTrucks: { path: '/บริการฟู้ดทรัค', getHref: () => '/บริการฟู้ดทรัค' },
} as const;
