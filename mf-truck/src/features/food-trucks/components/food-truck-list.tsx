import { fetchFoodTrucks } from '../../../api/truck';
import { appPaths } from '@chokdee/shared-contract/app-paths';
import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import pos from '../../../components/pos.module.css';

/** Every food truck with where it stands today and its hours. */
export function FoodTruckListView() {
  const request = useRequest(requestKeys.truck.foodTrucks, (signal) => fetchFoodTrucks({ signal }));
  if (request.status === 'error')
    return (
      <RequestError title="โหลดรายชื่อรถฟู้ดทรัคไม่สำเร็จ" detail={request.error.message} onRetry={request.retry} />
    );
  if (request.status === 'loading') return <LoadingState label="กำลังโหลดรถฟู้ดทรัค" />;
  const list = request.data;
  return (
    <>
      <p className={pos.muted}>จุดจอดวันนี้ {formatThaiDateLong(list.meta.date)}</p>
      <ul className={pos.list}>
        {list.data.map((truck) => (
          <li key={truck.id} className={pos.card}>
            <div className={pos.row}>
              <h2 className={pos.title}>{truck.name}</h2>
              {truck.today && <strong>{truck.today.is_open_now ? 'เปิดอยู่ตอนนี้' : 'ยังไม่เปิด / ปิดแล้ว'}</strong>}
            </div>
            <p className={pos.muted}>{truck.description}</p>
            {truck.today ? (
              <p>
                วันนี้จอดที่ <strong>{truck.today.place}</strong> ({truck.today.area}) เวลา {truck.today.opens_at}–
                {truck.today.closes_at} น.
              </p>
            ) : (
              <p className={pos.muted}>วันนี้ไม่ออกขาย</p>
            )}
            {truck.store && (
              <AppLink href={appPaths.store.getHref(truck.store.user_code)}>
                ซื้อออนไลน์ที่ร้าน {truck.store.name}
              </AppLink>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
