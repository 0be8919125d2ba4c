import type { ReactNode } from 'react';
import styles from './standalone-frame.module.css';

export type StandaloneFrameProps = {
  /** The remote running alone, e.g. 'mf-lottery'. */
  appName: string;
  children: ReactNode;
};

/** The bare frame of a remote's standalone mode: a title bar where the shell's layout would be. */
export function StandaloneFrame({ appName, children }: StandaloneFrameProps) {
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <span className={styles.brand}>โชคดี</span>
        <span className={styles.badge}>{appName} · โหมดทดสอบแยก</span>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
