import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectOr } from '@chokdee/shared-contract/rules/safe-redirect';
import { acceptPrivacyPolicy, isPrivacyPolicyAccepted } from '../consent/privacy-policy-acceptance';
import { REDIRECT_PARAM } from '../config/paths';
import { ContentPage } from './content-page';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import styles from './privacy-policy-page.module.css';

export const ACCEPT_PRIVACY_TEXT = 'ยอมรับนโยบายความเป็นส่วนตัว';

/**
 * Spec §4 privacy-version guard: a visitor sent here (with `redirect_url`) or who has not
 * accepted the current version accepts it here, then goes back to where they were going (a safe
 * same-site path only, else home).
 */
export function PrivacyPolicyPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirectUrl = params.get(REDIRECT_PARAM);
  // Read once: accepting navigates away, so the panel never needs to follow the cookie live.
  const [accepted] = useState(isPrivacyPolicyAccepted);
  const asks = !accepted || redirectUrl !== null;

  const accept = () => {
    acceptPrivacyPolicy();
    void navigate(safeRedirectOr(redirectUrl), { replace: true });
  };

  return (
    <ContentPage slug="policy-privacy">
      {asks && (
        <section className={styles.panel} aria-labelledby="privacy-accept-title">
          <h2 id="privacy-accept-title" className={styles.title}>
            การยอมรับนโยบาย
          </h2>
          <p className={styles.text}>กรุณาอ่านและยอมรับนโยบายความเป็นส่วนตัวฉบับปัจจุบันเพื่อใช้งานเว็บไซต์ต่อ</p>
          <button
            type="button"
            className={`${buttons.primary} ${buttons.pill} ${styles.accept}`}
            onClick={accept}
          >
            {ACCEPT_PRIVACY_TEXT}
          </button>
        </section>
      )}
    </ContentPage>
  );
}

export default PrivacyPolicyPage;
