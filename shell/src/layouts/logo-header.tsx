import { Link } from 'react-router';
import { paths } from '../config/paths';

export type LogoHeaderProps = {
  className?: string;
  logoClassName?: string;
};

/** The header of the focused layouts (login, guest): only the logo, which leads home. */
export function LogoHeader({ className, logoClassName }: LogoHeaderProps) {
  return (
    <header className={className}>
      <Link to={paths.home.getHref()} className={logoClassName} aria-label="โชคดี หน้าแรก">
        โชคดี
      </Link>
    </header>
  );
}
