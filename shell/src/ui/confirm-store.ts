import { atom, readonlyType } from 'nanostores';
import type { ConfirmOptions } from '@chokdee/shared-kernel/ui/confirm-dialog';

/** What `confirm()` asks: the dialog's options, the question as text or HTML from our API (sanitised). */
export type ConfirmRequest = Omit<ConfirmOptions, 'message'> & { message: string };

interface PendingConfirm {
  id: number;
  options: ConfirmRequest;
  answer: (ok: boolean) => void;
}

const $pending = atom<PendingConfirm | null>(null);
/** The question the confirm host shows now, if any. */
export const $pendingConfirm = readonlyType($pending);

let nextId = 1;

/**
 * Asks a yes/no question in the shell's confirm dialog (spec §3 options and defaults) and resolves
 * true for OK, false for cancel or Escape. A new question replaces one still open, which answers no.
 */
export function confirm(options: ConfirmRequest): Promise<boolean> {
  $pending.get()?.answer(false);
  return new Promise<boolean>((resolve) => {
    const id = nextId++;
    $pending.set({
      id,
      options,
      answer: (ok) => {
        if ($pending.get()?.id === id) $pending.set(null);
        resolve(ok);
      },
    });
  });
}
