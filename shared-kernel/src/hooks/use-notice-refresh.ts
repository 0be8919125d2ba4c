import { useEffect, useEffectEvent, useRef } from 'react';
import { $notices } from '../stores/notices';
import { useStore } from './use-store';

/**
 * Calls `reload` when a notice about `path` arrives while the page is open (staff confirmed the
 * slip, shipped the parcel…): the page shows the change without the member reloading it. The
 * notices already there when the page opened are not news.
 */
export function useNoticeRefresh(path: string | null, reload: () => void): void {
  const state = useStore($notices);
  const newest =
    state.status === 'ready' && path !== null
      ? (state.notices.find((notice) => notice.link === path)?.id ?? 0)
      : null;
  // null until the list is first known; then the newest notice about this page already seen.
  const seen = useRef<number | null>(null);
  const onNews = useEffectEvent(reload);

  useEffect(() => {
    if (newest === null) return;
    const before = seen.current;
    seen.current = Math.max(before ?? 0, newest);
    if (before !== null && newest > before) onNews();
  }, [newest]);
}
