import { useId, useState } from 'react';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { $cookieConsent, saveCookieChoice } from './cookie-consent-store';
import { COOKIE_TEXTS as T } from './cookie-consent-texts';
import { closeCookieSettings } from './cookie-settings-open';
import styles from './cookie-consent.module.css';

type PurposeSwitchProps = {
  title: string;
  text: string;
  checked: boolean;
  /** Left out for the necessary cookies, which are always on. */
  onChange?: (checked: boolean) => void;
  /** The spec §3 cookie setting key, kept as the field name for clarity in forms and tests. */
  name: string;
};

function PurposeSwitch({ title, text, checked, onChange, name }: PurposeSwitchProps) {
  const id = useId();
  return (
    <div className={styles.purpose}>
      <div className={styles.purposeText}>
        <label htmlFor={id} className={styles.purposeTitle}>
          {title}
        </label>
        <p id={`${id}-text`} className={styles.purposeDescription}>
          {text}
        </p>
      </div>
      <input
        id={id}
        name={name}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        disabled={!onChange}
        aria-describedby={`${id}-text`}
        onChange={(event) => onChange?.(event.target.checked)}
      />
    </div>
  );
}

/**
 * The 'ตั้งค่าคุกกี้' dialog: necessary cookies always on, analytics and ads each off until the
 * visitor switches them on (PDPA opt-in). Closing without saving changes nothing.
 */
export function CookieSettingsDialog() {
  const consent = useStore($cookieConsent);
  const [analytics, setAnalytics] = useState(consent.analytics);
  const [ads, setAds] = useState(consent.ads);

  function save() {
    void saveCookieChoice({ analytics, ads });
    closeCookieSettings();
  }

  return (
    <ModalDialog
      title={T.dialogTitle}
      onClose={closeCookieSettings}
      footer={
        <button type="button" className={styles.save} onClick={save}>
          {T.save}
        </button>
      }
    >
      <p className={styles.intro}>{T.dialogIntro}</p>
      <PurposeSwitch name="necessary" title={T.necessaryTitle} text={T.necessaryText} checked />
      <PurposeSwitch
        name="enable_cookie_analytics"
        title={T.analyticsTitle}
        text={T.analyticsText}
        checked={analytics}
        onChange={setAnalytics}
      />
      <PurposeSwitch
        name="enable_cookie_ads"
        title={T.adsTitle}
        text={T.adsText}
        checked={ads}
        onChange={setAds}
      />
    </ModalDialog>
  );
}
