import { NoContentSchema } from '@chokdee/shared-contract/schemas/envelope';
import { NoticeListSchema, type NoticeList } from '@chokdee/shared-contract/schemas/notices';
import type { CallOptions } from './call-options';
import { request } from './client';
import { afterChange } from './request-cache';
import { requestKeys } from './request-keys';

/** The member's latest notices and the unread count (`GET /public/v1/notices`). */
export function fetchNotices(options: CallOptions = {}): Promise<NoticeList> {
  return request(NoticeListSchema, '/public/v1/notices', options);
}

/** Marks the member's notices read up to `upTo` (the newest one shown), then reads the list again. */
export async function markNoticesReadUpTo(upTo: number, options: CallOptions = {}): Promise<void> {
  await afterChange(
    request(NoContentSchema, '/public/v1/notices/read', {
      method: 'post',
      json: { up_to: upTo },
      ...options,
    }),
    requestKeys.member.notices,
  );
}
