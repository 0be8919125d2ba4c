import { useEffect } from 'react';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useCurrentRoute } from '../routing/route-handle';
import { themeFor } from './theme-rules';
import { $themeChoice } from './theme-store';

/** Puts the page's theme on <html data-theme>, where tokens.css switches the colours. */
export function ThemeSync() {
  const { handle } = useCurrentRoute();
  const choice = useStore($themeChoice);
  const theme = themeFor(handle.theme, choice);
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'dark') root.dataset.theme = 'dark';
    else delete root.dataset.theme;
  }, [theme]);
  return null;
}
