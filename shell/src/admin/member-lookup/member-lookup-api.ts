import { MemberLookupSchema } from '@chokdee/shared-contract/schemas/member-lookup';
import { staffCall } from '@chokdee/shared-kernel/stores/staff-calls';

/** One member by their phone, with their orders, purchases and parcels (support reads only). */
export const fetchMemberLookup = (tel: string, signal?: AbortSignal) =>
  staffCall(MemberLookupSchema, '/admin/v1/member-lookup', { searchParams: { tel }, signal }).then(
    (body) => body.data,
  );
