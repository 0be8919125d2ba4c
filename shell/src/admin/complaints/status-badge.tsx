import {
  COMPLAINT_STATUS_LABELS,
  type ComplaintStatus,
} from '@chokdee/shared-contract/schemas/complaint-inbox';
import { StatusBadge as ConsoleStatusBadge, type StatusTone } from '../status-badge';

const TONES: Record<ComplaintStatus, StatusTone> = {
  new: 'attention',
  read: 'waiting',
  answered: 'done',
  closed: 'ended',
};

/** A complaint's status as a coloured word: new ones stand out, closed ones step back. */
export function StatusBadge({ status }: { status: ComplaintStatus }) {
  return <ConsoleStatusBadge label={COMPLAINT_STATUS_LABELS[status]} tone={TONES[status]} />;
}
