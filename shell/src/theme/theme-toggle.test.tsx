import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { renderShellRoutes } from '../testing/render-shell-routes';
import { THEME_STORAGE_KEY } from './theme-rules';
import { setThemeChoice } from './theme-store';
import { ThemeSync } from './theme-sync';
import { THEME_TOGGLE_LABEL, ThemeToggle } from './theme-toggle';

// Spec §2 and ADR 007: dark on the four shop routes, light elsewhere unless the visitor chose dark.
function renderAt(path: string) {
  const chrome = (
    <>
      <ThemeSync />
      <ThemeToggle />
      <Outlet />
    </>
  );
  return renderShellRoutes(
    [
      {
        element: chrome,
        children: [
          { path: '/about', element: <p>about</p> },
          { path: '/ecommerce/store', handle: { auth: 'none', theme: 'dark' }, element: <p>store</p> },
        ],
      },
    ],
    path,
  );
}

const html = () => document.documentElement;
const toggle = () => screen.getByRole('button', { name: THEME_TOGGLE_LABEL });

beforeEach(() => {
  localStorage.clear();
  act(() => setThemeChoice('light'));
});

it('is off by default on a route that forces nothing, and the choice is stored as theme=dark', async () => {
  renderAt('/about');
  expect(html()).not.toHaveAttribute('data-theme');
  expect(toggle()).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(toggle());
  expect(html()).toHaveAttribute('data-theme', 'dark');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
});

it('a forced route is dark, shows the toggle on and cannot be turned off; leaving it restores the choice', async () => {
  const router = renderAt('/ecommerce/store');
  expect(html()).toHaveAttribute('data-theme', 'dark');
  expect(toggle()).toHaveAttribute('aria-pressed', 'true');
  expect(toggle()).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(toggle());
  expect(html()).toHaveAttribute('data-theme', 'dark');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');

  await act(() => router.navigate('/about'));
  expect(html()).not.toHaveAttribute('data-theme');
});
