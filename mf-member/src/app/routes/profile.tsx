import { useState } from 'react';
import { Link } from 'react-router';
import { fetchAddresses } from '@chokdee/shared-kernel/api/member';
import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import { formatPhone } from '@chokdee/shared-contract/format/phone';
import type { AuthUser } from '@chokdee/shared-contract/schemas/auth';
import { AddressCard } from '@chokdee/shared-kernel/ui/address/address-card';
import { AddressListModal } from '@chokdee/shared-kernel/ui/address/address-list-modal';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { ADDRESS_TEXTS } from '@chokdee/shared-contract/forms/address-form';
import { paths } from '../../config/paths';
import { MemberGate } from '../../components/member-gate';
import { NoticePreferencesSection } from '../../features/notices/components/notice-preferences-section';
import { LOGIN_PROVIDER_LABELS, orDash } from '../../features/profile/utils/profile-texts';
import { WebPushSwitch } from '../../features/web-push/web-push-switch';
import styles from '../../components/account-page.module.css';

/**
 * /members/profile — the member's personal information, notice channels and addresses (spec §2
 * 'ข้อมูลของฉัน').
 */
export function ProfilePage() {
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>ข้อมูลส่วนตัว</h1>
      </div>
      <MemberGate>{(user) => <ProfileDetails user={user} />}</MemberGate>
    </div>
  );
}

type ProfileDetailsProps = { user: AuthUser };

function ProfileDetails({ user }: ProfileDetailsProps) {
  const fullName = [user.name, user.lastname].filter(Boolean).join(' ');
  return (
    <>
      <section className={styles.card} aria-labelledby="profile-personal">
        <div className={styles.cardHeader}>
          <h2 id="profile-personal" className={styles.cardTitle}>
            ข้อมูลของฉัน
          </h2>
          <Link to={paths.profileEdit.getHref()} className={buttons.secondary}>
            แก้ไขข้อมูล
          </Link>
        </div>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>ชื่อ-นามสกุล</dt>
            <dd>{orDash(fullName)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>เบอร์โทรศัพท์</dt>
            <dd>{user.tel ? formatPhone(user.tel) : '-'}</dd>
          </div>
          <div className={styles.fact}>
            <dt>วันเกิด</dt>
            <dd>{user.date_of_birth ? formatThaiDateLong(user.date_of_birth) : '-'}</dd>
          </div>
          <div className={styles.fact}>
            <dt>เข้าสู่ระบบด้วย</dt>
            <dd>{LOGIN_PROVIDER_LABELS[user.login_provider]}</dd>
          </div>
          <div className={styles.fact}>
            <dt>การแจ้งเตือนผ่าน LINE</dt>
            <dd>
              {user.is_follow_line_notification ? (
                <span className={styles.ok}>เปิดรับการแจ้งเตือนแล้ว</span>
              ) : (
                <>
                  ยังไม่ได้เปิดรับการแจ้งเตือน ·{' '}
                  <Link to={paths.connectNotification.getHref()} className={styles.link}>
                    เปิดรับการแจ้งเตือน
                  </Link>
                </>
              )}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>บัญชีธนาคาร</dt>
            <dd>
              <Link to={paths.bankAccount.getHref()} className={styles.link}>
                {user.bank_account ? 'ดูและแก้ไขบัญชีธนาคาร' : 'เพิ่มบัญชีธนาคาร'}
              </Link>
            </dd>
          </div>
        </dl>
      </section>
      <NoticePreferencesSection pushConnect={<WebPushSwitch />} />
      <AddressesSection />
    </>
  );
}

function AddressesSection() {
  const addresses = useRequest(requestKeys.member.addresses, (signal) => fetchAddresses({ signal }));
  const [open, setOpen] = useState(false);

  return (
    <section className={styles.card} aria-labelledby="profile-addresses">
      <div className={styles.cardHeader}>
        <h2 id="profile-addresses" className={styles.cardTitle}>
          ที่อยู่จัดส่ง
        </h2>
        <button type="button" className={buttons.secondary} onClick={() => setOpen(true)}>
          จัดการที่อยู่
        </button>
      </div>
      {addresses.status === 'loading' && <p className={styles.muted}>กำลังโหลดที่อยู่…</p>}
      {addresses.status === 'error' && (
        <p className={styles.muted} role="alert">
          {ADDRESS_TEXTS.listFailed}
        </p>
      )}
      {addresses.status === 'success' &&
        (addresses.data.length === 0 ? (
          <p className={styles.muted}>ยังไม่มีที่อยู่</p>
        ) : (
          <ul className={styles.facts} aria-label="ที่อยู่ของฉัน">
            {addresses.data.map((address) => (
              <li key={address.id} className={styles.addressItem}>
                <AddressCard address={address} />
              </li>
            ))}
          </ul>
        ))}
      {open && <AddressListModal onClose={() => setOpen(false)} onChanged={addresses.replace} />}
    </section>
  );
}
