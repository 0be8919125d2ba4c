import { useEffect, useRef, useState } from 'react';
import { subscribeStoreStock } from '../api/store-stock-events';
import { liveKey, type LiveCounts } from '../utils/live-offers';

const NONE: LiveCounts = new Map();

/**
 * The free counts other buyers change while these stores' numbers are shown: one stream per store,
 * open only while the page is, closed when it leaves or the stores change. What was heard is
 * forgotten when `searched` (the search's answer) changes, since that answer is newer. `onReload`
 * runs when the server cannot list what changed (the page reads its search again).
 */
export function useLiveStock(
  storeCodes: readonly string[],
  searched: unknown,
  onReload: () => void,
): LiveCounts {
  const [heard, setHeard] = useState<{ searched: unknown; counts: LiveCounts }>({ searched, counts: NONE });
  const onReloadRef = useRef(onReload);
  const searchedRef = useRef(searched);
  useEffect(() => {
    onReloadRef.current = onReload;
    searchedRef.current = searched;
  }, [onReload, searched]);
  const key = storeCodes.join(',');

  useEffect(() => {
    if (!key) return;
    const closes = key.split(',').map((code) =>
      subscribeStoreStock(code, (event) => {
        if (event.reload || !event.changes) return onReloadRef.current();
        const changes = event.changes;
        setHeard((before) => {
          const now = searchedRef.current;
          const counts = new Map(before.searched === now ? before.counts : NONE);
          for (const change of changes) counts.set(liveKey(code, change.number), change.available);
          return { searched: now, counts };
        });
      }),
    );
    return () => closes.forEach((close) => close());
  }, [key]);

  return heard.searched === searched ? heard.counts : NONE;
}
