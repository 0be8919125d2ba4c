import type { ReactNode } from 'react';
import styles from './form-alert.module.css';

export type FormAlertProps = {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
};

/** A message about the whole form (the API's answer), announced when it appears. */
export function FormAlert({ tone = 'error', children }: FormAlertProps) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
