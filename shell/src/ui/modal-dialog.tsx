import { useEffect, useRef, type ReactNode } from 'react';
import styles from './modal-dialog.module.css';

export type ModalDialogProps = {
  /** id of the element naming the dialog (its heading). */
  labelledBy: string;
  /** id of the element describing it (a confirm dialog's question). */
  describedBy?: string;
  /** 'alertdialog' for a question that interrupts (confirm); 'dialog' by default. */
  role?: 'dialog' | 'alertdialog';
  /** Called on Escape; leave out for a dialog that must be answered. */
  onCancel?: () => void;
  children: ReactNode;
  /** Wide content (a consent text) uses the spec §9 modal width of 600 px. */
  wide?: boolean;
};

/**
 * A native `<dialog>` opened as modal: the browser traps focus, makes the page inert and shows
 * a backdrop. Focus moves to the first control inside and back to where it was on close.
 * Where showModal is missing (old browsers, jsdom) it opens non-modally.
 */
export function ModalDialog({ labelledBy, describedBy, role, onCancel, children, wide }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('[data-autofocus], button, a[href], input')?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      previous?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? role : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      className={`${styles.dialog} ${wide ? styles.wide : ''}`}
      onCancel={(event) => {
        // The browser would close it by itself; React owns whether it is shown.
        event.preventDefault();
        onCancel?.();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation(); // a menu around the dialog must not close too
        event.preventDefault();
        onCancel?.();
      }}
    >
      {children}
    </dialog>
  );
}
