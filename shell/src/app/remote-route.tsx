import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useLocation } from 'react-router';
import { isPrivacyPolicyAccepted } from '../consent/privacy-policy-acceptance';
import { $authReady, $user } from '@chokdee/shared-kernel/stores/auth';
import { resolveGuard } from '../guards/resolve-guard';
import { $siteRoles } from '../catalog/site-roles';
import { RemoteLoading } from '../remotes/remote-loading';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { GuardRedirect } from './guard-redirect';
import { useCurrentRoute } from '../routing/route-handle';

export type RemoteRouteProps = {
  remoteName: string;
};

/**
 * The page slot of a remote's routes. It stays mounted while the visitor moves between that
 * remote's paths (the remote's own router follows the URL), and it applies the matched route's
 * guard before the remote is even fetched (DESIGN.md §2) — once the saved login has been checked.
 */
export function RemoteRoute({ remoteName }: RemoteRouteProps) {
  const { handle } = useCurrentRoute();
  const location = useLocation();
  const ready = useStore($authReady);
  const user = useStore($user);
  const roles = useStore($siteRoles);
  if (!ready) return <RemoteLoading />;
  const { auth, privacyGuard } = handle;
  const redirect = resolveGuard({
    auth,
    privacyGuard,
    privacyAccepted: privacyGuard ? isPrivacyPolicyAccepted() : true,
    user,
    pathname: location.pathname,
    search: location.search,
    roles,
  });
  if (redirect) return <GuardRedirect to={redirect.to} intent={redirect.intent} />;
  // Keyed by the remote: react-router reuses this element when the next page belongs to another
  // remote of the same layout, and a parcel mounted for one remote cannot become another's.
  return <RemoteOutlet key={remoteName} remoteName={remoteName} slot="main" />;
}
