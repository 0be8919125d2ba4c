import type { ReactNode } from 'react';
import styles from './standalone-frame.module.css';

export type StandaloneFrameProps = {
  children: ReactNode;
};

/** The bare frame of standalone mode: a title bar where the shell's layout would be. */
export function StandaloneFrame({ children }: StandaloneFrameProps) {
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <span className={styles.brand}>โชคดี</span>
        <span className={styles.badge}>mf-member · โหมดทดสอบแยก</span>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
