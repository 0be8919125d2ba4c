import {
  REWARD_SHIPMENT_KIND_LABELS,
  REWARD_SHIPMENT_KINDS,
  REWARD_SHIPMENT_TABS,
  type RewardShipment,
  type RewardShipmentKindFilter,
  type RewardShipmentTab,
} from '@chokdee/shared-contract/schemas/reward-shipments-admin';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $staffSession, $staffSessionExpired } from '@chokdee/shared-kernel/stores/staff-session';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { Pager } from '@chokdee/shared-kernel/ui/pager';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { fieldStyles } from '@chokdee/shared-kernel/ui/text-field';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useShipmentPage } from '../hooks/use-shipment-page';
import { ShipDialog } from './ship-dialog';
import { ShipmentCard } from './shipment-card';
import { StaffLoginPrompt } from '@chokdee/shared-kernel/ui/staff-login-prompt';
import styles from './reward-shipments.module.css';

const TAB_LABELS: Record<RewardShipmentTab, string> = { waiting: 'รอจัดส่ง', shipped: 'จัดส่งแล้ว' };
const EMPTY: Record<RewardShipmentTab, string> = {
  waiting: 'ไม่มีของรางวัลที่รอจัดส่ง',
  shipped: 'ยังไม่มีของรางวัลที่จัดส่งแล้ว',
};
const KIND_FILTERS: readonly RewardShipmentKindFilter[] = ['all', ...REWARD_SHIPMENT_KINDS];
const KIND_FILTER_LABELS: Record<RewardShipmentKindFilter, string> = {
  all: 'ทั้งหมด',
  ...REWARD_SHIPMENT_KIND_LABELS,
};

const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T =>
  (values as readonly string[]).includes(raw ?? '') ? (raw as T) : fallback;

/** The page's query: defaults left out, so the plain URL is the waiting queue's first page. */
function queryOf(tab: RewardShipmentTab, kind: RewardShipmentKindFilter, page: number): URLSearchParams {
  const query = new URLSearchParams();
  if (tab !== 'waiting') query.set('tab', tab);
  if (kind !== 'all') query.set('kind', kind);
  if (page > 1) query.set('page', String(page));
  return query;
}

function hrefOf(tab: RewardShipmentTab, kind: RewardShipmentKindFilter, page: number): string {
  const text = queryOf(tab, kind, page).toString();
  return text ? `${paths.rewardShipments.getHref()}?${text}` : paths.rewardShipments.getHref();
}

/** Staff dispatch quest rewards and point redemptions: the waiting queue, ship with tracking, and what left. */
export function RewardShipmentsPanel() {
  const session = useStore($staffSession);
  const expired = useStore($staffSessionExpired);
  const [params, setParams] = useSearchParams();
  const tab = oneOf(REWARD_SHIPMENT_TABS, params.get('tab'), 'waiting');
  const kind = oneOf(KIND_FILTERS, params.get('kind'), 'all');
  const rawPage = Number(params.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 10_000 ? rawPage : 1;
  const { state, reload } = useShipmentPage(session?.token ?? null, { tab, kind, page });
  const [shipping, setShipping] = useState<RewardShipment | null>(null);
  const kindId = useId();

  // No staff session: no call at all (it could only answer 401).
  if (!session) return <StaffLoginPrompt task="จัดส่งของรางวัล" expired={expired} />;

  // A new tab or kind starts again at its first page.
  const go = (nextTab: RewardShipmentTab, nextKind: RewardShipmentKindFilter) =>
    setParams(queryOf(nextTab, nextKind, 1));

  return (
    <>
      <p className={styles.muted}>
        เข้าสู่ระบบเป็น {session.name} ({session.username})
      </p>
      <div className={styles.toolbar}>
        <nav className={styles.tabs} aria-label="สถานะการจัดส่ง">
          {REWARD_SHIPMENT_TABS.map((value) => (
            <button
              key={value}
              type="button"
              className={value === tab ? `${styles.tab} ${styles.tabCurrent}` : styles.tab}
              aria-pressed={value === tab}
              onClick={() => go(value, kind)}
            >
              {TAB_LABELS[value]}
            </button>
          ))}
        </nav>
        <div className={styles.filter}>
          <label htmlFor={kindId} className={fieldStyles.label}>
            ประเภทรายการ
          </label>
          <select
            id={kindId}
            className={fieldStyles.input}
            value={kind}
            onChange={(event) => go(tab, oneOf(KIND_FILTERS, event.target.value, 'all'))}
          >
            {KIND_FILTERS.map((value) => (
              <option key={value} value={value}>
                {KIND_FILTER_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {state.status === 'loading' && <LoadingState label="กำลังโหลดรายการจัดส่ง" />}
      {state.status === 'error' && (
        <RequestError title="โหลดรายการไม่สำเร็จ" detail={state.error.message} onRetry={reload} />
      )}
      {state.status === 'success' && (
        <>
          <p className={styles.muted} aria-live="polite">
            {TAB_LABELS[tab]} {state.meta.total.toLocaleString('th-TH')} รายการ
          </p>
          {state.shipments.length === 0 ? (
            <p className={styles.empty}>{EMPTY[tab]}</p>
          ) : (
            <ul className={styles.list} aria-label={`ของรางวัล${TAB_LABELS[tab]}`}>
              {state.shipments.map((shipment) => (
                <li key={`${shipment.kind}-${shipment.id}`}>
                  <ShipmentCard
                    shipment={shipment}
                    onShip={tab === 'waiting' ? () => setShipping(shipment) : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={Math.min(page, state.meta.last_page)}
            lastPage={state.meta.last_page}
            hrefFor={(n) => hrefOf(tab, kind, n)}
          />
        </>
      )}
      {shipping && (
        <ShipDialog
          shipment={shipping}
          onDone={() => {
            setShipping(null);
            reload();
          }}
          onClose={() => setShipping(null)}
        />
      )}
    </>
  );
}
