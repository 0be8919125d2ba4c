import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $apiConfig } from '@chokdee/shared-kernel/api/config';
import { fetchSystemEnvironment } from '@chokdee/shared-kernel/api/lottery';
import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { $catalog, $catalogError } from '../catalog/catalog-store';
import { pageTitle } from '../content/page-title';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import styles from '../content/content.module.css';
import table from './diagnostics-page.module.css';
import { checkApiHealth } from './diagnostics-checks';

function ApiStatus() {
  const state = useRequest(requestKeys.system.health, (signal) => checkApiHealth(signal));
  if (state.status === 'loading') return <>กำลังตรวจสอบ…</>;
  if (state.status === 'error')
    return <span className={table.bad}>ไม่สามารถเชื่อมต่อได้ ({state.error.message})</span>;
  return state.data.ok ? (
    <span className={table.good}>ปกติ ({state.data.latencyMs.toLocaleString('th-TH')} มิลลิวินาที)</span>
  ) : (
    <span className={table.bad}>ผิดปกติ</span>
  );
}

function ServerTime() {
  const state = useRequest(requestKeys.system.environment, (signal) => fetchSystemEnvironment({ signal }));
  if (state.status === 'loading') return <>กำลังโหลด…</>;
  if (state.status === 'error') return <span className={table.bad}>{state.error.message}</span>;
  const env = state.data;
  return (
    <>
      <time dateTime={env.system_time}>{formatThaiDateTime(env.system_time)}</time> ({env.timezone},{' '}
      {env.environment})
    </>
  );
}

function Remotes() {
  const catalog = useStore($catalog);
  const error = useStore($catalogError);
  if (!catalog) return <p className={table.bad}>ไม่มีข้อมูลรีโมต{error ? ` (${error.message})` : ''}</p>;
  return (
    <div className={table.scroll} tabIndex={0} role="region" aria-label="ตารางรีโมต">
      <table className={table.table}>
        <caption className={table.caption}>รีโมตในแคตตาล็อก</caption>
        <thead>
          <tr>
            <th scope="col">ชื่อ</th>
            <th scope="col">เวอร์ชัน</th>
            <th scope="col">สถานะ</th>
            <th scope="col">เส้นทาง</th>
          </tr>
        </thead>
        <tbody>
          {catalog.remotes.map((remote) => (
            <tr key={remote.name}>
              <th scope="row">{remote.name}</th>
              <td>{remote.version}</td>
              <td>{remote.enabled ? 'เปิดใช้งาน' : 'ปิดใช้งาน'}</td>
              <td>{remote.routes.length.toLocaleString('th-TH')}</td>
            </tr>
          ))}
          {(catalog.unavailable_routes ?? []).map((route) => (
            <tr key={`${route.remote}:${route.path}`}>
              <th scope="row">{route.remote}</th>
              <td>-</td>
              <td>ปิดให้บริการชั่วคราว</td>
              <td>{route.path}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `/test`: what an operator checks first when something looks wrong. */
export function DiagnosticsPage() {
  const config = useStore($apiConfig);
  return (
    <section className={styles.widePage} aria-labelledby="test-title">
      <title>{pageTitle('ตรวจสอบระบบ')}</title>
      <h1 id="test-title" className={styles.heading}>
        ตรวจสอบระบบ
      </h1>
      <dl className={table.facts}>
        <div>
          <dt>ที่อยู่ API</dt>
          <dd>{config.publicUrl}</dd>
        </div>
        <div>
          <dt>สถานะ API</dt>
          <dd>
            <ApiStatus />
          </dd>
        </div>
        <div>
          <dt>เวลาเซิร์ฟเวอร์</dt>
          <dd>
            <ServerTime />
          </dd>
        </div>
      </dl>
      <Remotes />
    </section>
  );
}

export default DiagnosticsPage;
