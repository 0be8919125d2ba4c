import {
  PRIZE_CLAIM_STATUS_LABELS,
  type DealerPrizeClaim,
} from '@chokdee/shared-contract/schemas/prize-claim';
import { $authToken } from '@chokdee/shared-kernel/api/auth-token';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $user } from '@chokdee/shared-kernel/stores/auth';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { DealerLogoutButton } from '../../features/dealer/components/dealer-logout-button';
import { isNotDealer } from '../../features/dealer/hooks/use-dealer-orders';
import type { ClaimFilter } from '../../features/dealer-prize-claims/api/dealer-prize-claims';
import { ClaimFeeSection } from '../../features/dealer-prize-claims/components/claim-fee-section';
import { DealerBackOfficeNav } from '../../features/dealer-prize-claims/components/dealer-back-office-nav';
import { DrawDateFilter } from '../../features/dealer-prize-claims/components/draw-date-filter';
import { ExportCsvButton } from '../../features/dealer-prize-claims/components/export-csv-button';
import { PrizeClaimList } from '../../features/dealer-prize-claims/components/prize-claim-list';
import { useClaimDraws } from '../../features/dealer-prize-claims/hooks/use-claim-draws';
import { useDealerPrizeClaims } from '../../features/dealer-prize-claims/hooks/use-dealer-prize-claims';
import { CLAIM_TABS, claimStatusFrom } from '../../features/dealer-prize-claims/utils/claim-tabs';
import dealerPage from '../../lib/dealer-page.module.css';
import page from '../../lib/page.module.css';
import { StatusTabs, statusTabId } from '../../lib/status-tabs';
import styles from './dealer-prize-claims.module.css';

const PANEL_ID = 'dealer-prize-claims-panel';
const TAB_ID_PREFIX = 'claim-tab';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The URL of a filter and a page; page 1 and 'every' leave their parameter out. */
function hrefFor(filter: ClaimFilter, n = 1): string {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.drawDate) query.set('draw_date', filter.drawDate);
  if (n > 1) query.set('page', String(n));
  const search = query.toString();
  return `${paths.dealerPrizeClaims.getHref()}${search ? `?${search}` : ''}`;
}

function emptyText(filter: ClaimFilter): string {
  const status = filter.status ? `ที่${PRIZE_CLAIM_STATUS_LABELS[filter.status]}` : '';
  return `ไม่มีคำขอขึ้นเงินรางวัล${status}${filter.drawDate ? 'ในงวดนี้' : ''}`;
}

/** /dealer/prize-claims — the store's prize claims by status and draw: check, pay or refuse; its fee. */
export function DealerPrizeClaimsPage() {
  const token = useStore($authToken);
  const user = useStore($user);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const drawDate = query.get('draw_date') ?? '';
  const filter: ClaimFilter = {
    status: claimStatusFrom(query.get('status')) ?? undefined,
    drawDate: ISO_DAY.test(drawDate) ? drawDate : undefined,
  };
  const pageNumber = Math.max(1, Number(query.get('page')) || 1);
  // A member logged in without the dealer scope: no call that can only answer 403.
  const memberNotDealer = user !== null && !user.scope.includes('dealer');
  const enabled = token !== null && !memberNotDealer;
  const claims = useDealerPrizeClaims(filter, pageNumber, enabled);
  const draws = useClaimDraws(enabled);
  // Claims acted on here, shown as the API answered until the page is left.
  const [changed, setChanged] = useState<Record<number, DealerPrizeClaim>>({});
  const [notice, setNotice] = useState<string | null>(null);

  function showFilter(next: ClaimFilter) {
    setNotice(null);
    void navigate(hrefFor(next));
  }

  function onChanged(claim: DealerPrizeClaim, done: string) {
    setChanged((c) => ({ ...c, [claim.id]: claim }));
    setNotice(done);
  }

  // Another hand moved the claim on: what this page last heard of it is stale, the list is not.
  function onStale(claimId: number) {
    setChanged(({ [claimId]: _stale, ...rest }) => rest);
    claims.retry();
  }

  const notDealer = !enabled || (claims.status === 'error' && isNotDealer(claims.error.status));

  return (
    <div className={page.page}>
      <header className={page.header}>
        <h1 className={page.title}>ขึ้นเงินรางวัลของร้าน</h1>
        {!notDealer && <DealerLogoutButton />}
      </header>

      {notDealer ? (
        <div className={page.empty}>
          <p className={page.emptyTitle}>
            {token === null ? 'กรุณาเข้าสู่ระบบด้วยบัญชีร้านค้า' : 'บัญชีนี้ไม่ใช่บัญชีร้านค้า กรุณาเข้าสู่ระบบด้วยบัญชีร้านค้า'}
          </p>
          <Link className={buttons.primary} to={paths.dealerLogin.getHref()}>
            เข้าสู่ระบบร้านค้า
          </Link>
        </div>
      ) : (
        <>
          <DealerBackOfficeNav />
          <div className={styles.top}>
            <section className={styles.filters} aria-label="ตัวกรองและส่งออก">
              <DrawDateFilter
                drawDates={draws.status === 'success' ? draws.data.map((draw) => draw.draw_date) : []}
                value={filter.drawDate ?? ''}
                onChange={(date) => showFilter({ ...filter, drawDate: date || undefined })}
              />
              <ExportCsvButton filter={filter} />
            </section>
            <ClaimFeeSection enabled={enabled} />
          </div>
          <StatusTabs
            tabs={CLAIM_TABS}
            value={filter.status ?? null}
            onChange={(status) => showFilter({ ...filter, status: status ?? undefined })}
            label="สถานะคำขอขึ้นเงินรางวัล"
            idPrefix={TAB_ID_PREFIX}
            panelId={PANEL_ID}
          />
          <div
            id={PANEL_ID}
            role="tabpanel"
            aria-labelledby={statusTabId(TAB_ID_PREFIX, filter.status ?? null)}
            className={dealerPage.panel}
          >
            {/* Always there, so screen readers hear each new sentence put in it. */}
            <p className={dealerPage.notice} role="status">
              {notice}
            </p>
            <PrizeClaimList
              claims={claims}
              changed={changed}
              onChanged={onChanged}
              onStale={onStale}
              emptyText={emptyText(filter)}
              hrefFor={(n) => hrefFor(filter, n)}
            />
          </div>
        </>
      )}
    </div>
  );
}
