import { useEffect, useId, useMemo, useState } from 'react';
import { acceptConsent, fetchLatestConsent } from '@chokdee/shared-kernel/api/auth';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import type { Consent } from '@chokdee/shared-contract/schemas/consent';
import { fetchUser } from '@chokdee/shared-kernel/stores/auth';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { showToast } from '../ui/toast-store';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { sanitizeHtml } from '../content/sanitize-html';
import styles from './consent-modal.module.css';

export const CONSENT_TEXTS = {
  title: 'ข้อตกลงและเงื่อนไขการใช้บริการ',
  accept: 'ข้าพเจ้ายอมรับข้อตกลงและเงื่อนไข',
  continue: 'ดำเนินการต่อ',
  failure: 'ไม่สามารถดำเนินการได้',
  loadFailed: 'ไม่สามารถโหลดข้อตกลงและเงื่อนไขได้',
  retry: 'ลองใหม่อีกครั้ง',
  close: 'ปิด',
} as const;

export type ConsentModalProps = {
  /**
   * The member closes it: with the consent's own close button when it carries one (spec §4), or
   * when the consent could not be loaded.
   */
  onDismiss: () => void;
};

type LoadState =
  { status: 'loading' } | { status: 'ready'; consent: Consent } | { status: 'failed'; message: string };

/**
 * Spec §4: the latest consent, an accept checkbox, and a continue button enabled only once it is
 * ticked. Accepting posts the consent and reloads the member, whose `is_accept_latest_consent`
 * then closes the modal (the gate stops rendering it). Failure → toast 'ไม่สามารถดำเนินการได้'.
 */
export default function ConsentModal({ onDismiss }: ConsentModalProps) {
  const checkboxId = useId();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [accepted, setAccepted] = useState(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchLatestConsent({ signal: controller.signal }).then(
      (consent) => setState({ status: 'ready', consent }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = toApiError(error);
        // No consent published: there is nothing to accept.
        if (apiError.status === 404) onDismiss();
        else setState({ status: 'failed', message: CONSENT_TEXTS.loadFailed });
      },
    );
    return () => controller.abort();
  }, [attempt, onDismiss]);

  const html = useMemo(() => (state.status === 'ready' ? sanitizeHtml(state.consent.content) : ''), [state]);

  async function accept() {
    if (state.status !== 'ready' || !accepted) return;
    setSending(true);
    try {
      await acceptConsent(state.consent.id);
      await fetchUser();
    } catch {
      showToast(CONSENT_TEXTS.failure);
    } finally {
      setSending(false);
    }
  }

  const closeText = state.status === 'ready' ? state.consent.close_text : null;
  return (
    // Spec §4: a close button (and Escape) only when the consent carries its text; else answer it.
    <ModalDialog title={CONSENT_TEXTS.title} onClose={closeText ? onDismiss : undefined}>
      {state.status === 'loading' && (
        <p role="status" className={styles.status}>
          กำลังโหลด…
        </p>
      )}
      {state.status === 'failed' && (
        <>
          <p role="alert" className={styles.status}>
            {state.message}
          </p>
          <div className={buttons.row}>
            <button type="button" className={buttons.secondary} onClick={onDismiss}>
              {CONSENT_TEXTS.close}
            </button>
            <button
              type="button"
              className={buttons.primary}
              onClick={() => {
                setState({ status: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              {CONSENT_TEXTS.retry}
            </button>
          </div>
        </>
      )}
      {state.status === 'ready' && (
        <>
          {/* Operator-written HTML from our own API, cleaned by sanitizeHtml first. */}
          <div className={styles.content} tabIndex={0} dangerouslySetInnerHTML={{ __html: html }} />
          <p className={styles.check}>
            <input
              id={checkboxId}
              type="checkbox"
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
            />
            <label htmlFor={checkboxId}>{CONSENT_TEXTS.accept}</label>
          </p>
          <div className={buttons.row}>
            {closeText && (
              <button type="button" className={buttons.secondary} onClick={onDismiss}>
                {closeText}
              </button>
            )}
            <button
              type="button"
              className={buttons.primary}
              disabled={!accepted || sending}
              aria-busy={sending}
              onClick={() => void accept()}
            >
              {CONSENT_TEXTS.continue}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
