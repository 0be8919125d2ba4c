import { fetchAddresses } from '@chokdee/shared-kernel/api/member';
import type { Address } from '@chokdee/shared-contract/schemas/address';
import { useRequest, type UseRequestResult } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';

function load(signal: AbortSignal): Promise<Address[]> {
  return fetchAddresses({ signal });
}

/** The member's saved addresses (shop host), to choose where paper tickets go. */
export function useMemberAddresses(): UseRequestResult<Address[]> {
  return useRequest(requestKeys.member.addresses, load);
}
