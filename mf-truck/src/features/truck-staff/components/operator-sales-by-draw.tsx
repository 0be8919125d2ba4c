import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import { formatBaht, formatInteger } from '@chokdee/shared-contract/format/number';
import { fieldStyles } from '@chokdee/shared-kernel/ui/text-field';
import { Pager } from '@chokdee/shared-kernel/ui/pager';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useOperatorSales } from '../hooks/use-operator-sales';
import styles from './operator-sales-by-draw.module.css';

/** `?draw=` and `?page=` of the page: a link or a reload shows the same draw and page. */
function readQuery(params: URLSearchParams) {
  const draw = params.get('draw') ?? undefined;
  const page = Number(params.get('page') ?? '1');
  return { draw, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/**
 * Each operator's tickets, receipts and baht in a draw the dealer picks (the one on sale now at
 * first), a page at a time from the API.
 */
export function OperatorSalesByDraw({ staff }: { staff: unknown }) {
  const [params, setParams] = useSearchParams();
  const { draw, page } = readQuery(params);
  const { state, retry } = useOperatorSales(draw, page, staff);
  const selectId = useId();

  if (state.status === 'error')
    return <RequestError title="โหลดยอดขายตามงวดไม่สำเร็จ" detail={state.message} onRetry={retry} />;
  if (state.status === 'loading') return <p className={styles.muted}>กำลังโหลดยอดขาย…</p>;
  const { data, meta } = state.data;
  const lastPage = Math.max(1, Math.ceil(meta.total / meta.per_page));
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    return `?${next.toString()}`;
  };

  return (
    <>
      <div className={`${fieldStyles.field} ${styles.picker}`}>
        <label htmlFor={selectId} className={fieldStyles.label}>
          งวดวันที่
        </label>
        <select
          id={selectId}
          className={fieldStyles.input}
          value={meta.draw_date ?? ''}
          onChange={(event) => setParams({ draw: event.target.value })}
        >
          {meta.draws.map((date) => (
            <option key={date} value={date}>
              {formatThaiDateLong(date)}
            </option>
          ))}
        </select>
      </div>
      {data.length === 0 ? (
        <p className={styles.muted}>ยังไม่มีพนักงานขาย</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption className={styles.caption}>
              ยอดขายงวดวันที่ {meta.draw_date ? formatThaiDateLong(meta.draw_date) : '-'}
            </caption>
            <thead>
              <tr>
                <th scope="col">พนักงาน</th>
                <th scope="col" className={styles.number}>
                  สลาก (ใบ)
                </th>
                <th scope="col" className={`${styles.number} ${styles.receipts}`}>
                  รายการขาย
                </th>
                <th scope="col" className={styles.number}>
                  ยอดเงิน
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={row.id} className={row.is_active ? undefined : styles.inactive}>
                  <th scope="row" className={styles.who}>
                    {row.name}
                    <span className={styles.username}>
                      {row.username}
                      {row.is_active ? '' : ' · ปิดการใช้งาน'}
                    </span>
                  </th>
                  <td className={styles.number}>{formatInteger(row.sales.tickets)}</td>
                  <td className={`${styles.number} ${styles.receipts}`}>{formatInteger(row.sales.count)}</td>
                  <td className={styles.number}>{formatBaht(row.sales.total_amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={Math.min(page, lastPage)} lastPage={lastPage} hrefFor={hrefFor} />
    </>
  );
}
