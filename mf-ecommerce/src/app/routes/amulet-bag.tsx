import { fetchMyCertificates } from '../../api/shop';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { CertificateCard } from '../../features/certificate/components/certificate-card';
import styles from '../../features/certificate/components/certificate.module.css';

/** `/members/ecommerce/amulet-bag`: the member's amulets with their certificates. */
export function AmuletBagPage() {
  const bag = useRequest(requestKeys.shop.myCertificates, (signal) => fetchMyCertificates({ signal }));
  return (
    <section className={styles.page}>
      <h1>ถุงพระเครื่องของฉัน</h1>
      {bag.status === 'loading' ? <LoadingState label="กำลังโหลด" /> : null}
      {bag.status === 'error' ? (
        <RequestError title="ไม่สามารถโหลดได้" detail={bag.error.message} onRetry={bag.retry} />
      ) : null}
      {bag.status === 'success' && bag.data.length === 0 ? (
        <p>
          ยังไม่มีพระเครื่อง <Link to={paths.store.getHref()}>เลือกซื้อสินค้า</Link>
        </p>
      ) : null}
      {bag.status === 'success' ? (
        <ul className={styles.list}>
          {bag.data.map((certificate) => (
            <li key={certificate.code}>
              <CertificateCard certificate={certificate} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
