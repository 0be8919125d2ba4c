import { logout } from '@chokdee/shared-kernel/stores/auth';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/** The dealer's back-office logout: ends the session, then the store login page. */
export function DealerLogoutButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={`${buttons.flat} ${buttons.small}`}
      onClick={() => {
        void logout().then(() => navigate(paths.dealerLogin.getHref()));
      }}
    >
      ออกจากระบบ
    </button>
  );
}
