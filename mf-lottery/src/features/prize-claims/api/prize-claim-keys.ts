import type { RequestKey, RequestKeyGroup } from '@chokdee/shared-kernel/api/request-keys';

// The kernel's `request-keys.ts` names every shared read, but the prize claims are not there yet
// and this remote may not edit the kernel: the keys live here, under one group, until they move.
const key = (path: string) => path as RequestKey;

/** Every read of the member's prize claims: a new claim makes all of them stale. */
export const prizeClaimGroup = 'prize-claims' as RequestKeyGroup;

export const prizeClaimKeys = {
  quote: (ticketId: number) => key(`prize-claims/quote/${ticketId}`),
  list: (filter: { status?: string; page: number }) =>
    key(`prize-claims/list?page=${filter.page}${filter.status ? `&status=${filter.status}` : ''}`),
  one: (claimId: number) => key(`prize-claims/one/${claimId}`),
  /** The newest claims, read to put each winning ticket's claim beside it. */
  byTicket: (drawDate: string | undefined) =>
    key(`prize-claims/by-ticket${drawDate ? `?draw=${drawDate}` : ''}`),
};
