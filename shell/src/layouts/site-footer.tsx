import { Link } from 'react-router';
import { WidgetSlot } from '../slots/widget-slot';
import { paths } from '../config/paths';
import { openCookieSettings } from '../cookie-consent/cookie-settings-open';
import { buddhistYear } from './buddhist-year';
import { footerContacts } from './footer-contacts';
import { useCurrentStoreInfo } from './use-current-store-info';
import styles from './site-footer.module.css';

export type SiteFooterProps = {
  /** The moment the year is taken from; today by default. */
  now?: Date;
};

export const POLICY_LINKS = [
  { label: 'นโยบายความเป็นส่วนตัว', to: paths.privacyPolicy.getHref() },
  { label: 'นโยบายคุกกี้', to: paths.cookiePolicy.getHref() },
  { label: 'ข้อกำหนดและเงื่อนไข', to: paths.policy.getHref() },
] as const;

/** The site's reading pages, which no menu group holds. */
export const CONTENT_LINKS = [
  { label: 'บทความ', to: paths.articles.getHref() },
  { label: 'แชร์ความสุข', to: paths.socialList.getHref() },
  { label: 'วิดีโอแนะนำ', to: paths.introVideo.getHref() },
  { label: 'ลิงก์ทั้งหมด', to: paths.menuLink.getHref() },
] as const;

/**
 * Spec §2 footer: the contacts (the store's in a dealer's store, else the company's complaint
 * phone and mobile), the policy links and the copyright in the Buddhist era.
 */
export function SiteFooter({ now }: SiteFooterProps) {
  const store = useCurrentStoreInfo();
  const contacts = footerContacts(store);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.contacts} aria-labelledby="footer-contacts-title">
          <h2 id="footer-contacts-title" className={styles.heading}>
            {contacts.title}
          </h2>
          <ul className={styles.contactList}>
            {contacts.links.map((link) => (
              <li key={link.id}>
                <span className={styles.contactLabel}>{link.label}</span>{' '}
                <a
                  href={link.href}
                  className={styles.link}
                  {...(link.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {link.text}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-label="เนื้อหา" className={styles.policies}>
          <ul className={styles.policyList}>
            {CONTENT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="นโยบาย" className={styles.policies}>
          <ul className={styles.policyList}>
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              {/* PDPA: the choice made on the consent bar can be changed at any time. */}
              <button
                type="button"
                className={`${styles.link} ${styles.linkButton}`}
                onClick={openCookieSettings}
              >
                ตั้งค่าคุกกี้
              </button>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>© {buddhistYear(now)} โชคดี</p>
      </div>
      <WidgetSlot name="footer.after" />
    </footer>
  );
}
