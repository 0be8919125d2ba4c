import { useTruckPwa } from '../../hooks/use-truck-pwa';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { Checkout } from '../../features/checkout/components/checkout';
import { useTruckSession } from '../../hooks/use-truck-session';
import pos from '../../components/pos.module.css';

/** /truck/store/cart: review, payment choice (cash or PromptPay QR), confirm, receipt. */
export function CartPage() {
  const session = useTruckSession();
  useTruckPwa();
  if (!session) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <div className={pos.page}>
      <h1 className={pos.title}>ตะกร้าขายสลาก</h1>
      <Checkout />
    </div>
  );
}
