import { fetchDealerTruck } from '../../../api/truck';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';

/**
 * The dealer's operators and the logout setting; every change to them reads it again (truck group).
 * Not asked for at all when `enabled` is false (a member known not to be a dealer).
 */
export function useStaffRequest(enabled: boolean) {
  return useRequest(enabled ? requestKeys.truck.dealerStaff : null, (signal) => fetchDealerTruck({ signal }));
}
