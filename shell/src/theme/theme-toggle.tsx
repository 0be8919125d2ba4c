import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useCurrentRoute } from '../routing/route-handle';
import { $themeChoice, setThemeChoice } from './theme-store';
import styles from './theme-toggle.module.css';

export const THEME_TOGGLE_LABEL = 'โหมดมืด';

/**
 * The header's dark-mode switch (a toggle button: aria-pressed says whether it is on). On the
 * pages where dark mode is forced it shows on and cannot be turned off.
 */
export function ThemeToggle() {
  const choice = useStore($themeChoice);
  const forced = useCurrentRoute().handle.theme === 'dark';
  const on = forced || choice === 'dark';
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={on}
      aria-disabled={forced || undefined}
      title={forced ? 'หน้านี้แสดงในโหมดมืดเสมอ' : undefined}
      onClick={() => {
        if (!forced) setThemeChoice(on ? 'light' : 'dark');
      }}
    >
      <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
        {on ? (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" fill="currentColor" />
        ) : (
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4.5" />
            <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </g>
        )}
      </svg>
      <span className={styles.label}>{THEME_TOGGLE_LABEL}</span>
    </button>
  );
}
