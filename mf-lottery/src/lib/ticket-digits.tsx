import styles from './ticket-digits.module.css';
import visually from './visually-hidden.module.css';

export type TicketDigitsProps = {
  /** Six digits, leading zeros kept. */
  number: string;
  size?: 'md' | 'lg';
};

/** A ticket number in big, spaced digits; screen readers hear it as one number, not six letters. */
export function TicketDigits({ number, size = 'lg' }: TicketDigitsProps) {
  return (
    <span className={`${styles.digits} ${styles[size]}`}>
      <span className={visually.hidden}>{number}</span>
      {[...number].map((digit, index) => (
        <span key={index} className={styles.digit} aria-hidden="true">
          {digit}
        </span>
      ))}
    </span>
  );
}
