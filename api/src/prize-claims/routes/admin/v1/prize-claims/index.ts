import { backOfficeClaimRoutes } from '#api/prize-claims/back-office-routes';

/**
 * The payout staff's claims of every store (role `payout` or owner, `admin-url-roles.ts`): the
 * dealer's back office without the store.
 */
export default backOfficeClaimRoutes(() => ({}));
