// Line icons drawn in one 24×24 grid, stroke in the text colour (the bottom menu's, a cart button's): a
// few path strings instead of an icon library.
const ICON_PATHS = {
  cart: 'M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.5L22 7H6.2M10 21a1 1 0 1 1-2 0 1 1 0 0 1 2 0zM20 21a1 1 0 1 1-2 0 1 1 0 0 1 2 0z',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 2',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5M8.5 9.5h5M8.5 12.5h5M10 8l-.5 6M13 8l-.5 6',
  store: 'M4 10v10h16V10M3 10l2-6h14l2 6zM3 10a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0M10 20v-5h4v5',
  complain: 'M21 15a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2zM12 7v4M12 14h.01',
  payment: 'M3 6h18v12H3zM3 10h18M7 15h4M15 15h2',
  safe: 'M3 4h18v15H3zM6 19v2M18 19v2M15.5 11.5a3.5 3.5 0 1 1-7 0 3.5 3.5 0 0 1 7 0zM12 11.5h.01',
  profile: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M16 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0z',
  ticket: 'M2 9V6h20v3a3 3 0 0 0 0 6v3H2v-3a3 3 0 0 0 0-6zM14 6v2M14 11v2M14 16v2',
} as const;

export type LineIconName = keyof typeof ICON_PATHS;

export type LineIconProps = {
  name: LineIconName;
  className?: string;
};

/** A decorative icon: the text beside it names the item. */
export function LineIcon({ name, className }: LineIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
