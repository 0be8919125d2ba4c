import { atom, readonlyType } from 'nanostores';
import type { ToastTone } from '@chokdee/shared-kernel/events';

/** Spec §9: toasts show top-centre for 2000 ms. */
export const TOAST_DURATION_MS = 2000;

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

const $list = atom<Toast[]>([]);
/** The toasts on screen, oldest first. */
export const $toasts = readonlyType($list);

let nextId = 1;

/**
 * Shows a short Thai message that disappears by itself after 2 s. The shell calls it; remotes emit
 * the kernel's `toast:show` event, which the toast viewport passes here.
 */
export function showToast(message: string, tone: ToastTone = 'error'): number {
  const id = nextId++;
  $list.set([...$list.get(), { id, message, tone }]);
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

export function dismissToast(id: number): void {
  $list.set($list.get().filter((toast) => toast.id !== id));
}
