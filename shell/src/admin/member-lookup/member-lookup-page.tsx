import { formatThaiDate, formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import { formatBaht } from '@chokdee/shared-contract/format/number';
import { formatPhone } from '@chokdee/shared-contract/format/phone';
import { carrierLabel } from '@chokdee/shared-contract/schemas/carriers';
import type { MemberLookup } from '@chokdee/shared-contract/schemas/member-lookup';
import { ORDER_STATUS_LABELS } from '@chokdee/shared-contract/schemas/order';
import { SHIPMENT_STATUS_LABELS } from '@chokdee/shared-contract/schemas/quest';
import { SHOP_ORDER_STAGE_LABELS } from '@chokdee/shared-contract/schemas/shop-admin';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { fieldStyles } from '@chokdee/shared-kernel/ui/text-field';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useStaffRead } from '../use-staff-read';
import { fetchMemberLookup } from './member-lookup-api';
import styles from './member-lookup.module.css';

/**
 * `/admin/member-lookup?tel=`: support answers a member's call. The phone they give finds them, and
 * the page shows their latest lottery orders, shop purchases and reward parcels, read only. The
 * phone stays in the address, so Back returns to the last member looked up.
 */
export function MemberLookupPage() {
  const [params, setParams] = useSearchParams();
  const tel = params.get('tel')?.trim() ?? '';
  return (
    <section className={styles.page} aria-labelledby="member-lookup-title">
      <h1 id="member-lookup-title" className={styles.title}>
        ค้นหาข้อมูลสมาชิก
      </h1>
      <LookupForm key={tel} initial={tel} onSearch={(next) => setParams(next ? { tel: next } : {})} />
      {tel ? <LookupResult tel={tel} /> : <p className={styles.muted}>กรอกเบอร์โทรศัพท์ที่สมาชิกแจ้ง</p>}
    </section>
  );
}

function LookupForm({ initial, onSearch }: { initial: string; onSearch: (tel: string) => void }) {
  const id = useId();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <div className={fieldStyles.field}>
        <label htmlFor={id} className={fieldStyles.label}>
          เบอร์โทรศัพท์ของสมาชิก
        </label>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          className={fieldStyles.input}
          placeholder="081 234 5678"
          maxLength={20}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className={buttons.primary}>
        ค้นหา
      </button>
    </form>
  );
}

function LookupResult({ tel }: { tel: string }) {
  const { state, reload } = useStaffRead(tel, (signal) => fetchMemberLookup(tel, signal));
  if (state.status === 'loading') return <LoadingState label="กำลังค้นหาสมาชิก…" />;
  if (state.status === 'error') {
    const detail = state.error.errors[0]?.message ?? state.error.message;
    const retry = state.error.status >= 500 ? reload : undefined;
    return <RequestError title="ค้นหาสมาชิกไม่สำเร็จ" detail={detail} onRetry={retry} />;
  }
  return <MemberRecord found={state.data} />;
}

function MemberRecord({ found }: { found: MemberLookup }) {
  const { member } = found;
  return (
    <>
      <div className={styles.member}>
        <h2>{member.name}</h2>
        <p>โทร {formatPhone(member.tel)}</p>
        <p className={styles.muted}>เป็นสมาชิกตั้งแต่ {formatThaiDateLong(member.joined_at)}</p>
      </div>
      <Cards title="คำสั่งซื้อสลาก" empty="ยังไม่มีคำสั่งซื้อสลาก">
        {found.lottery_orders.map((order) => (
          <li key={order.code} className={styles.card}>
            <p className={styles.code}>{order.code}</p>
            <p>
              {order.store_name} · งวด {formatThaiDate(order.draw_date)}
            </p>
            <p>
              {order.ticket_count} ใบ · {formatBaht(order.total_amount)} · {ORDER_STATUS_LABELS[order.status]}
            </p>
            <p className={styles.muted}>สั่งเมื่อ {formatThaiDate(order.created_at)}</p>
          </li>
        ))}
      </Cards>
      <Cards title="คำสั่งซื้อร้านค้า" empty="ยังไม่มีคำสั่งซื้อร้านค้า">
        {found.shop_purchases.map((purchase) => (
          <li key={purchase.code} className={styles.card}>
            <p className={styles.code}>{purchase.code}</p>
            <p>
              {formatBaht(purchase.total_amount)} ·{' '}
              {purchase.stage
                ? SHOP_ORDER_STAGE_LABELS[purchase.stage]
                : ORDER_STATUS_LABELS[purchase.status]}
            </p>
            {purchase.parcels.map((parcel, index) => (
              <p key={index}>
                {parcel.carrier ? carrierLabel(parcel.carrier) : 'ยังไม่ระบุขนส่ง'}
                {parcel.tracking_no ? ` · เลขพัสดุ ${parcel.tracking_no}` : ''}
              </p>
            ))}
            <p className={styles.muted}>สั่งเมื่อ {formatThaiDate(purchase.created_at)}</p>
          </li>
        ))}
      </Cards>
      <Cards title="พัสดุของรางวัล" empty="ยังไม่มีของรางวัลที่ต้องจัดส่ง">
        {found.reward_parcels.map((parcel) => (
          <li key={parcel.id} className={styles.card}>
            <p>{parcel.reward_name}</p>
            <p>{SHIPMENT_STATUS_LABELS[parcel.status]}</p>
            {parcel.tracking_number && (
              <p>
                {parcel.carrier ? `${carrierLabel(parcel.carrier)} · ` : ''}เลขพัสดุ {parcel.tracking_number}
              </p>
            )}
            <p className={styles.muted}>ขอรับเมื่อ {formatThaiDate(parcel.created_at)}</p>
          </li>
        ))}
      </Cards>
    </>
  );
}

function Cards({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>
        {title} ({children.length})
      </h2>
      {children.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.cards} aria-labelledby={id}>
          {children}
        </ul>
      )}
    </section>
  );
}
