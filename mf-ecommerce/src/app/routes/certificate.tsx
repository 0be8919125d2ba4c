import { fetchCertificate } from '../../api/shop';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { CertificateCard } from '../../features/certificate/components/certificate-card';
import styles from '../../features/certificate/components/certificate.module.css';

/** `/ecommerce/amulet-bags/{certificateCode?}`: anyone checks whether an amulet's code is genuine. */
export function CertificatePage() {
  const { certificateCode } = useParams();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(certificateCode ?? '');
  const certificate = useRequest(
    certificateCode ? requestKeys.shop.certificate(certificateCode) : null,
    (signal) => fetchCertificate(certificateCode ?? '', { signal }),
  );

  function check(event: FormEvent) {
    event.preventDefault();
    if (typed.trim()) navigate(paths.certificate.getHref(typed.trim()));
  }

  return (
    <section className={styles.page}>
      <h1>ตรวจสอบใบรับรองพระเครื่อง</h1>
      <form onSubmit={check} className={styles.form}>
        <label>
          รหัสใบรับรอง
          <br />
          <input value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="XXXX-XXXX-XXXX-XXXX" />
        </label>
        <button type="submit" className={buttons.primary}>
          ตรวจสอบ
        </button>
      </form>
      {certificateCode && certificate.status === 'loading' ? <LoadingState label="กำลังตรวจสอบ" /> : null}
      {certificateCode && certificate.status === 'error' ? (
        certificate.error.status === 404 ? (
          <p role="alert" className={styles.notFound}>
            {certificate.error.message}
          </p>
        ) : (
          <RequestError
            title="ไม่สามารถตรวจสอบได้"
            detail={certificate.error.message}
            onRetry={certificate.retry}
          />
        )
      ) : null}
      {certificateCode && certificate.status === 'success' ? (
        <CertificateCard certificate={certificate.data} />
      ) : null}
    </section>
  );
}
