import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import type { ApiError } from '@chokdee/shared-contract/schemas/api-error';
import {
  COMPLAINT_INBOX_MESSAGES,
  ComplaintCodeSchema,
  type ComplaintStatusView,
} from '@chokdee/shared-contract/schemas/complaint-inbox';
import { paths } from '../config/paths';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { pageTitle } from '../content/page-title';
import { lookUpComplaint } from '../complain/complaints-api';
import { ComplaintStatusCard } from '../complain/complaint-status-view';
import { StatusLookupForm } from '../complain/status-lookup-form';
import contentStyles from '../content/content.module.css';

type State =
  | { code: string; status: 'loading' }
  | { code: string; status: 'error'; error: ApiError }
  | { code: string; status: 'ready'; complaint: ComplaintStatusView };

/** What a code that cannot be one shows, without asking the API. */
const NOT_A_CODE: ApiError = { message: COMPLAINT_INBOX_MESSAGES.codeInvalid, errors: [], status: 400 };

/**
 * `/complain/:code`: anyone holding the code (the filer, or a member from their notice) reads
 * where the complaint stands and the staff's answer. An address whose code is not one (a typo in
 * a shared link) says so at once rather than asking the API.
 */
export function ComplaintStatusPage() {
  const code = useParams().code ?? '';
  const wellFormed = ComplaintCodeSchema.safeParse(code).success;
  const [state, setState] = useState<State>({ code, status: 'loading' });
  const [tick, setTick] = useState(0);
  const shown: State = !wellFormed
    ? { code, status: 'error', error: NOT_A_CODE }
    : state.code === code
      ? state
      : { code, status: 'loading' };

  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    lookUpComplaint(code, controller.signal).then(
      (complaint) => setState({ code, status: 'ready', complaint }),
      (e: unknown) => {
        if (!controller.signal.aborted) setState({ code, status: 'error', error: toApiError(e) });
      },
    );
    return () => controller.abort();
  }, [code, tick, wellFormed]);

  return (
    <section className={contentStyles.page} aria-labelledby="complaint-status-title">
      <title>{pageTitle('สถานะเรื่องร้องเรียน')}</title>
      <h1 id="complaint-status-title" className={contentStyles.heading}>
        สถานะเรื่องร้องเรียน
      </h1>
      {shown.status === 'loading' && <LoadingState label="กำลังตรวจสอบสถานะ" />}
      {shown.status === 'error' && (
        <>
          <RequestError
            title="ตรวจสอบสถานะไม่สำเร็จ"
            detail={shown.error.message}
            onRetry={
              shown.error.status >= 500 || shown.error.status === 0 ? () => setTick((n) => n + 1) : undefined
            }
          />
          <StatusLookupForm key={code} initial={code} />
        </>
      )}
      {shown.status === 'ready' && <ComplaintStatusCard complaint={shown.complaint} />}
      <p>
        <Link to={paths.complain.getHref()}>กลับไปหน้าร้องเรียน</Link>
      </p>
    </section>
  );
}

export default ComplaintStatusPage;
