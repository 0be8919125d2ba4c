import { usePageTitle } from '@chokdee/shared-kernel/hooks/use-page-title';
import { useTruckPwa } from '../../hooks/use-truck-pwa';
import { formatThaiDate } from '@chokdee/shared-contract/format/date';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { Link, Navigate } from 'react-router';
import { PickedList } from '../../components/picked-list';
import { WaitingSales } from '../../components/waiting-sales';
import { paths } from '../../config/paths';
import { TicketSearch } from '../../features/ticket-picker/components/ticket-search';
import { useTruckSession } from '../../hooks/use-truck-session';
import { $pickCount } from '../../stores/picks';
import pos from '../../components/pos.module.css';

/** /truck/store: number search, the quick digit pad, the picked tickets with their total. */
export function StorePage() {
  const session = useTruckSession();
  useTruckPwa();
  const count = useStore($pickCount);
  usePageTitle(session ? `ขายสลาก ${session.store.name}` : null);
  if (!session) return <Navigate to={paths.home.getHref()} replace />;
  const { store } = session;
  return (
    <div className={`${pos.page} ${pos.wide}`}>
      <div>
        <h1 className={pos.title}>{store.name}</h1>
        {/* Each part stays whole: a narrow screen breaks the line at the dot, not inside a name or date. */}
        <p className={pos.muted}>
          <span className={pos.nowrap}>พนักงาน {session.operator.name}</span>
          {store.draw_date && (
            <>
              {' · '}
              <span className={pos.nowrap}>งวดวันที่ {formatThaiDate(store.draw_date)}</span>
            </>
          )}
        </p>
      </div>
      {!store.draw_date && <p className={pos.notice}>ยังไม่มีงวดที่เปิดขายตอนนี้</p>}
      {!store.is_store_open && <p className={pos.notice}>ร้านปิดการขายอยู่</p>}
      <div className={pos.split}>
        <TicketSearch />
        <div className={pos.page}>
          <PickedList />
          {count > 0 && (
            <Link className={`${buttonStyles.primary} ${buttonStyles.block}`} to={paths.cart.getHref()}>
              ไปหน้าชำระเงิน ({count} ใบ)
            </Link>
          )}
          <WaitingSales />
        </div>
      </div>
    </div>
  );
}
