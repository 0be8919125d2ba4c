import { assetUrl } from '@chokdee/shared-kernel/api/asset-url';
import { formatThaiDate } from '@chokdee/shared-contract/format/date';
import type { AmuletCertificate } from '@chokdee/shared-contract/schemas/shop';
import styles from './certificate.module.css';

/** What anyone may see of a genuine amulet: picture, name, shop and sale date, never its buyer. */
export function CertificateCard({ certificate }: { certificate: AmuletCertificate }) {
  return (
    <article className={styles.card}>
      <img
        src={assetUrl(certificate.image_url) ?? ''}
        alt={certificate.product_name}
        width={160}
        height={160}
      />
      <div>
        <p className={styles.genuine}>✓ พระแท้ มีใบรับรองจากร้านค้า</p>
        <h2>{certificate.product_name}</h2>
        <p>{certificate.variant_name}</p>
        <p>ร้านค้า: {certificate.shop.name}</p>
        <p>วันที่จำหน่าย: {formatThaiDate(certificate.sold_at)}</p>
        <p className={styles.code}>รหัสใบรับรอง {certificate.code}</p>
      </div>
    </article>
  );
}
