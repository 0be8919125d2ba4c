import { useId, type ReactNode } from 'react';
import styles from './auth-card.module.css';

export type AuthCardProps = {
  title: string;
  /** One line under the title saying what the page is for. */
  lead?: ReactNode;
  children: ReactNode;
  /** Links under the form (register, forget password…). */
  footer?: ReactNode;
  /** Draws its own white card, for pages in the bare `empty` layout (LINE callback, app sign-in). */
  framed?: boolean;
};

/**
 * The content of a sign-in page. The shell's login layout already centres a white card; this
 * keeps the page's own spacing and heading so it also reads well in the empty layout.
 */
export function AuthCard({ title, lead, children, footer, framed = false }: AuthCardProps) {
  const headingId = useId();
  return (
    <section className={framed ? `${styles.card} ${styles.framed}` : styles.card} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {title}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
