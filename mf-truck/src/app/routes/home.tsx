import { useTruckPwa } from '../../hooks/use-truck-pwa';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { OperatorLoginForm } from '../../features/operator-login/components/operator-login-form';
import { $truckSession } from '../../stores/truck-session';
import pos from '../../components/pos.module.css';

/** /truck: the operator's login; straight to the store when `truck_store` is set (spec §2). */
export function HomePage() {
  const session = useStore($truckSession);
  useTruckPwa();
  const navigate = useNavigate();
  if (session) return <Navigate to={paths.store.getHref()} replace />;
  return (
    <div className={pos.page}>
      <OperatorLoginForm onLoggedIn={() => navigate(paths.store.getHref(), { replace: true })} />
    </div>
  );
}
