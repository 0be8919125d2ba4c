import { formatPhone } from '@chokdee/shared-contract/format/phone';
import type { StoreInfo } from '@chokdee/shared-contract/schemas/store';
import { lineUrl, safeWebUrl, telUrl } from '../utils/contact-links';
import styles from './store-contacts.module.css';

export type StoreContactsProps = {
  user: StoreInfo['user'];
};

/** The dealer's phone (shown in spec §5's 3-3-4 digit groups), LINE id and Facebook page, where given. */
export function StoreContacts({ user }: StoreContactsProps) {
  const facebook = safeWebUrl(user.facebook_link);
  if (!user.phone && !user.line_id && !facebook) return null;
  return (
    <ul className={styles.contacts} aria-label="ช่องทางติดต่อร้านค้า">
      {user.phone && (
        <li>
          <span className={styles.kind}>โทร</span>
          <a className={styles.link} href={telUrl(user.phone)}>
            {formatPhone(user.phone)}
          </a>
        </li>
      )}
      {user.line_id && (
        <li>
          <span className={styles.kind}>LINE</span>
          <a className={styles.link} href={lineUrl(user.line_id)} target="_blank" rel="noopener noreferrer">
            {user.line_id}
          </a>
        </li>
      )}
      {facebook && (
        <li>
          <span className={styles.kind}>Facebook</span>
          <a className={styles.link} href={facebook} target="_blank" rel="noopener noreferrer">
            เพจ Facebook ของร้าน
          </a>
        </li>
      )}
    </ul>
  );
}
