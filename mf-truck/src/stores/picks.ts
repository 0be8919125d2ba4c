import type { TicketOffer } from '@chokdee/shared-contract/schemas/ticket-search';
import { atom, computed } from 'nanostores';
import { addPick, setQuantity, ticketCount, totalAmount, type Pick } from '../lib/picks';

/** The picked tickets survive a reload (an operator's phone sleeps between customers). */
const PICKS_KEY = 'truck_cart';

function load(): Pick[] {
  try {
    const raw = localStorage.getItem(PICKS_KEY);
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? (value as Pick[]) : [];
  } catch {
    return [];
  }
}

/** The truck cart: what the operator picked for the customer in front of them. */
export const $picks = atom<Pick[]>(load());
export const $pickCount = computed($picks, ticketCount);
export const $pickTotal = computed($picks, totalAmount);

function save(picks: Pick[]): void {
  $picks.set(picks);
  try {
    if (picks.length === 0) localStorage.removeItem(PICKS_KEY);
    else localStorage.setItem(PICKS_KEY, JSON.stringify(picks));
  } catch {
    // storage full or blocked: the picks stay in memory
  }
}

export const pickOffer = (offer: TicketOffer) => save(addPick($picks.get(), offer));
export const changeQuantity = (number: string, quantity: number) =>
  save(setQuantity($picks.get(), number, quantity));
export const clearPicks = () => save([]);
