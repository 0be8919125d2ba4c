import { fetchDealerTruck } from '../../../api/truck';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';

/** The dealer's operators and the logout setting; every change to them reads it again (truck group). */
export function useStaffRequest() {
  return useRequest(requestKeys.truck.dealerStaff, (signal) => fetchDealerTruck({ signal }));
}
