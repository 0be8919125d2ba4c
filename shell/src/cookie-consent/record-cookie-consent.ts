import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  CookieConsentRecordSchema,
  type CookieConsentBody,
  type CookieConsentRecord,
} from '@chokdee/shared-contract/schemas/cookie-consent';
import { request } from '@chokdee/shared-kernel/api/client';

const RecordEnvelope = dataEnvelope(CookieConsentRecordSchema);

/** Records the visitor's cookie choice server-side (PDPA); a member's token links it to them. */
export async function recordCookieConsent(body: CookieConsentBody): Promise<CookieConsentRecord> {
  return (await request(RecordEnvelope, '/public/v3/cookie-consents', { method: 'post', json: body })).data;
}
