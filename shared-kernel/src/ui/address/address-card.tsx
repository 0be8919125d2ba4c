import { formatPhone } from '@chokdee/shared-contract/format/phone';
import type { Address } from '@chokdee/shared-contract/schemas/address';
import styles from './address-card.module.css';

export type AddressCardProps = {
  address: Address;
};

/** One address as the member reads it: place name, recipient and phone, then the lines. */
export function AddressCard({ address }: AddressCardProps) {
  return (
    <div className={styles.card}>
      <p className={styles.name}>{address.name}</p>
      <p className={styles.line}>
        {address.recipient} · {formatPhone(address.tel)}
      </p>
      <p className={styles.line}>
        {address.address} {address.sub_district} {address.district} {address.province} {address.zip_code}
      </p>
    </div>
  );
}
