import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'react-router';
import { themeFor } from './theme-rules';
import { $themeChoice } from './theme-store';

/** Puts the page's theme on <html data-theme>, where tokens.css switches the colours. */
export function ThemeSync() {
  const { pathname } = useLocation();
  const choice = useStore($themeChoice);
  const theme = themeFor(pathname, choice);
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'dark') root.dataset.theme = 'dark';
    else delete root.dataset.theme;
  }, [theme]);
  return null;
}
