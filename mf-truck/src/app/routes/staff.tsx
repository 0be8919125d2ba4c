import { TruckStaffPanel } from '../../features/truck-staff/components/truck-staff-panel';
import pos from '../../components/pos.module.css';

/** /truck/staff: the dealer runs the store's truck operators (a staff page: it asks a visitor to log in as a dealer). */
export function StaffPage() {
  return (
    <div className={`${pos.page} ${pos.wide}`}>
      <header>
        <h1 className={pos.title}>พนักงานรถขายสลาก</h1>
        <p className={pos.muted}>เพิ่มพนักงานขาย ตั้งรหัสผ่าน ปิดหรือเปิดการใช้งาน และดูยอดขายของแต่ละคน</p>
      </header>
      <TruckStaffPanel />
    </div>
  );
}
