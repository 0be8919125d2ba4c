import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './modal-dialog.module.css';

export type ModalDialogProps = {
  /** The dialog's heading, also its accessible name. */
  title: string;
  /** Escape and the close button; left out, the dialog must be answered (no close button). */
  onClose?: () => void;
  children: ReactNode;
  /** Buttons under the body. */
  footer?: ReactNode;
  /** Max width in px; spec §9 default 600. */
  width?: number;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** id of the element that describes it (a confirmation's question). */
  describedBy?: string;
  /**
   * `false` opens it without blocking the page: under its own dimmed layer but below the layer of
   * the cookie consent bar (`--cd-z-overlay`), above the docked layers' room (`--screen-reserved-bottom`),
   * and without trapping Tab, so the bar stays answerable. Turning it `true` reopens it as modal.
   */
  modal?: boolean;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * The one modal dialog: a native `<dialog>`, mounted while open, titled, with a body and buttons.
 * Escape and the close button call `onClose` (without it the dialog must be answered), Tab cycles
 * inside it and focus goes back to the element that opened it.
 */
export function ModalDialog({
  title,
  onClose,
  children,
  footer,
  width = 600,
  role = 'dialog',
  describedBy,
  modal = true,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom (tests) and very old browsers lack showModal; the open attribute still shows it.
    const open = modal ? dialog.showModal : dialog.show;
    if (typeof open === 'function') open.call(dialog);
    else dialog.setAttribute('open', '');
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(dialog)[0] ?? dialog;
    first.focus();
    // The browser's own Escape handling fires `cancel`; let React state decide instead.
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current?.();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      opener?.focus();
    };
  }, [modal]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // A nested dialog or an open combobox handles its own Escape first.
      if (event.defaultPrevented) return;
      event.preventDefault();
      event.stopPropagation();
      onClose?.();
      return;
    }
    if (event.key !== 'Tab' || !ref.current || !modal) return;
    const items = focusables(ref.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <>
      {!modal && <div className={styles.floatingBackdrop} aria-hidden="true" />}
      <dialog
        ref={ref}
        className={modal ? styles.dialog : `${styles.dialog} ${styles.floating}`}
        style={{ maxWidth: `min(${width}px, calc(100vw - 2rem))` }}
        role={role === 'alertdialog' ? 'alertdialog' : undefined}
        aria-modal={modal ? 'true' : undefined}
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {onClose && (
            <button type="button" className={styles.close} onClick={onClose} aria-label="ปิด">
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </dialog>
    </>
  );
}
