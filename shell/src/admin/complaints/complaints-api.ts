import {
  ComplaintDetailSchema,
  ComplaintRowSchema,
  type ComplaintStatus,
} from '@chokdee/shared-contract/schemas/complaint-inbox';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { staffCall, staffFile } from '@chokdee/shared-kernel/stores/staff-calls';

/** The inbox's question: a status (or all), a search, a page. */
export interface InboxQuery {
  status: ComplaintStatus | null;
  q: string;
  page: number;
}

export const INBOX_PAGE_SIZE = 20;
const BASE = '/admin/v1/complaints';

function filterParams(query: Pick<InboxQuery, 'status' | 'q'>): Record<string, string> {
  return { ...(query.status ? { status: query.status } : {}), ...(query.q ? { q: query.q } : {}) };
}

export const fetchComplaints = (query: InboxQuery, signal?: AbortSignal) =>
  staffCall(pageEnvelope(ComplaintRowSchema), BASE, {
    searchParams: { ...filterParams(query), page: query.page, per_page: INBOX_PAGE_SIZE },
    signal,
  });

const one = dataEnvelope(ComplaintDetailSchema);

/** One complaint; the API marks a new one read as it answers. */
export const fetchComplaint = (id: number, signal?: AbortSignal) =>
  staffCall(one, `${BASE}/${id}`, { signal }).then((body) => body.data);

export const answerComplaint = (id: number, answer: string) =>
  staffCall(one, `${BASE}/${id}/answer`, { method: 'post', json: { answer } }).then((body) => body.data);

export const closeComplaint = (id: number) =>
  staffCall(one, `${BASE}/${id}/close`, { method: 'post' }).then((body) => body.data);

/** The filtered list as the API's CSV file (the staff token rides on the call, not in the URL). */
export function fetchComplaintsCsv(query: Pick<InboxQuery, 'status' | 'q'>): Promise<Blob> {
  const search = new URLSearchParams(filterParams(query)).toString();
  return staffFile(`${BASE}/export.csv${search ? `?${search}` : ''}`);
}
