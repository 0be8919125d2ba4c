import type { ComplaintStatusView } from '@chokdee/shared-contract/schemas/complaint-inbox';
import { toBangkokIso } from '#api/lib/bangkok-time';
import type { ComplaintRow } from './content-tables';

/**
 * What the code shows anyone who holds it: the topic, where it stands and the answer. Never the
 * name, phone, e-mail, store or message: a code read out over the phone or seen on a screen
 * must not hand out the filer's personal data.
 */
export function complaintStatusView(row: ComplaintRow): ComplaintStatusView {
  return {
    code: row.code,
    topic: row.topic as ComplaintStatusView['topic'],
    status: row.status,
    created_at: toBangkokIso(row.created_at),
    answer: row.answer,
    answered_at: row.answered_at ? toBangkokIso(row.answered_at) : null,
    closed_at: row.closed_at ? toBangkokIso(row.closed_at) : null,
  };
}
