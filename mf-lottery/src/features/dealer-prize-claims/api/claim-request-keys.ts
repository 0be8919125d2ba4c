import type { RequestKey } from '@chokdee/shared-kernel/api/request-keys';
import type { ClaimFilter } from './dealer-prize-claims';

// The kernel's `requestKeys` has no entry for prize claims yet (the kernel is not this feature's
// to change), so the keys are made here, under a path no kernel key uses, in the kernel's form:
// a resource path and a query in a fixed order.
const asKey = (path: string) => path as RequestKey;

export const claimRequestKeys = {
  list: (filter: ClaimFilter, page: number) => {
    const query = new URLSearchParams();
    if (filter.drawDate) query.set('draw_date', filter.drawDate);
    query.set('page', String(page));
    if (filter.status) query.set('status', filter.status);
    return asKey(`dealer/prize-claims/list?${query.toString()}`);
  },
  fee: asKey('dealer/prize-claims/fee'),
};
