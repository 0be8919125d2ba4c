import { request } from '@chokdee/shared-kernel/api/client';
import type { CallOptions } from '@chokdee/shared-kernel/api/call-options';
import {
  NoticePreferencesSchema,
  type NoticeChoice,
  type NoticePreferences,
} from '@chokdee/shared-contract/schemas/notice-preferences';

const PATH = '/public/v1/notice-preferences';

/** The member's notice channels (offered, connected) and each kind's switch per channel. */
export function fetchNoticePreferences(options: CallOptions = {}): Promise<NoticePreferences> {
  return request(NoticePreferencesSchema, PATH, options);
}

/** Saves the switches the member changed; answers the whole state again. */
export function saveNoticeChoices(
  choices: NoticeChoice[],
  options: CallOptions = {},
): Promise<NoticePreferences> {
  return request(NoticePreferencesSchema, PATH, { method: 'put', json: { choices }, ...options });
}
