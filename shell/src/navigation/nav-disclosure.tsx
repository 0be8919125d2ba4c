import { useId, useRef, type ReactNode } from 'react';
import { useRouteDisclosure } from './use-route-disclosure';
import styles from './navigation.module.css';

export type NavDisclosureProps = {
  label: string;
  /** Extra attributes of its list item: the row's `.overflowed` class, the 'เพิ่มเติม' marker. */
  itemProps?: { className?: string } & { [name: `data-${string}`]: string };
  /** The current page is one of its links: the button is marked like a current link. */
  current: boolean;
  /** Extra class of the dropdown, e.g. to open it towards the left. */
  dropdownClassName?: string;
  /** The list's items (`li`). */
  children: ReactNode;
};

/**
 * A button of the menu that shows and hides a list (the disclosure pattern): the button says
 * whether its list is expanded. On wide screens the list drops down; inside the phone menu it
 * opens in place. Escape, a click outside, leaving it with Tab and a route change close it.
 */
export function NavDisclosure({
  label,
  itemProps,
  current,
  dropdownClassName,
  children,
}: NavDisclosureProps) {
  const listId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const { open, buttonRef, toggle, close } = useRouteDisclosure(rootRef);

  return (
    <li
      {...itemProps}
      ref={rootRef}
      className={itemProps?.className ? `${styles.group} ${itemProps.className}` : styles.group}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={current ? `${styles.item} ${styles.active}` : styles.item}
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        {label}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul
        id={listId}
        className={dropdownClassName ? `${styles.dropdown} ${dropdownClassName}` : styles.dropdown}
        hidden={!open}
      >
        {children}
      </ul>
    </li>
  );
}
