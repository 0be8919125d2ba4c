import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '@chokdee/shared-kernel/hooks/use-hydrated';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { fetchPrayVote, joinPrayProject, withdrawPrayVote } from '../../../api/pray';
import { toApiError } from '@chokdee/shared-kernel/api/api-request-error';
import { formatInteger } from '@chokdee/shared-contract/format/number';
import { navigate } from '@chokdee/shared-kernel/navigation';
import { $isLoggedIn } from '@chokdee/shared-kernel/stores/auth';
import { saveIntent } from '@chokdee/shared-kernel/stores/intent';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { paths } from '../../../config/paths';
import { useHydratedVote } from '../hooks/use-hydrated-vote';
import { rememberVote } from '../stores/vote-store';
import styles from './pray.module.css';

export type VoteButtonProps = { slug: string; initialCount: number; open: boolean };

/**
 * 'ร่วมอธิษฐาน' and its withdrawal. The count is the API's answer (exact), kept in the remote's
 * store so it shows at once everywhere; a visitor is sent to log in and comes back here. A server
 * render knows no member: the first render is a visitor's, and the button waits for hydration.
 */
export function VoteButton({ slug, initialCount, open }: VoteButtonProps) {
  const hydrated = useHydrated();
  const loggedIn = useStore($isLoggedIn) && hydrated;
  const vote = useHydratedVote(slug);
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!loggedIn) return;
    const controller = new AbortController();
    fetchPrayVote(slug, { signal: controller.signal }).then(
      (state) => rememberVote(slug, state),
      () => undefined,
    );
    return () => controller.abort();
  }, [slug, loggedIn]);

  const count = vote?.supporters_count ?? initialCount;
  const voted = loggedIn && vote?.voted === true;

  async function toggle() {
    if (!loggedIn) {
      saveIntent(`${location.pathname}${location.search}`);
      navigate(paths.login.getHref(location.pathname));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      rememberVote(slug, voted ? await withdrawPrayVote(slug) : await joinPrayProject(slug));
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.panel}>
      <p className={styles.count} aria-live="polite">
        <span data-testid="supporters-count">{formatInteger(count)}</span> คน
      </p>
      <p className={styles.muted}>ร่วมอธิษฐานแล้ว</p>
      {open ? (
        <button
          type="button"
          className={voted ? buttons.secondary : buttons.primary}
          onClick={toggle}
          disabled={busy || !hydrated}
          aria-pressed={voted}
        >
          {voted ? 'ถอนการร่วมอธิษฐาน' : loggedIn ? 'ร่วมอธิษฐาน' : 'เข้าสู่ระบบเพื่อร่วมอธิษฐาน'}
        </button>
      ) : (
        <p className={styles.notice}>คำขอพรนี้ปิดรับการร่วมอธิษฐานแล้ว</p>
      )}
      {voted && <p className={styles.muted}>คุณร่วมอธิษฐานกับคำขอพรนี้แล้ว สาธุ</p>}
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
