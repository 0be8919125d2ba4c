import { useEffect, useRef, useState } from 'react';
import type { ShownOffer } from '../utils/live-offers';
import {
  mergeTurns,
  shownStates,
  stockTurns,
  turnsText,
  type ShownStates,
  type StockTurn,
} from '../utils/stock-turns';

/** A screen reader is told at most this often: a burst of changes becomes one sentence. */
export const ANNOUNCE_GAP_MS = 2_000;

/**
 * The sentence for a polite live region: which shown numbers another buyer just took or gave
 * back. Only changes within one search answer count (a new answer is the page itself changing,
 * which the member asked for). The first change is told at once, later ones gathered until
 * `ANNOUNCE_GAP_MS` after the last sentence.
 */
export function useStockAnnouncement(offers: readonly ShownOffer[], searched: unknown): string {
  const [message, setMessage] = useState('');
  const shown = useRef<{ searched: unknown; states: ShownStates } | null>(null);
  const pending = useRef(new Map<string, StockTurn>());
  const lastToldAt = useRef(-Infinity);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const states = shownStates(offers);
    const before = shown.current;
    shown.current = { searched, states };
    if (!before || before.searched !== searched) {
      pending.current.clear();
      return;
    }
    const turns = stockTurns(before.states, states);
    if (turns.size === 0) return;
    mergeTurns(pending.current, turns);

    const tell = () => {
      timer.current = undefined;
      const text = turnsText(pending.current);
      pending.current.clear();
      if (!text) return;
      lastToldAt.current = Date.now();
      setMessage(text);
    };
    const wait = lastToldAt.current + ANNOUNCE_GAP_MS - Date.now();
    if (wait <= 0) tell();
    else timer.current ??= setTimeout(tell, wait);
  }, [offers, searched]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return message;
}
