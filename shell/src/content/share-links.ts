export interface ShareLink {
  network: 'facebook' | 'line' | 'twitter';
  /** The link's accessible name (spec §2 Widgets: social share row). */
  label: string;
  /** What the link shows. */
  text: string;
  href: string;
}

/**
 * The share row's three links. Plain links to each network's share page: no third-party script
 * runs here, so sharing needs no consent and nothing loads before a click.
 */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  return [
    {
      network: 'facebook',
      label: 'แชร์ไปยัง Facebook',
      text: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    {
      network: 'line',
      label: 'แชร์ไปยัง LINE',
      text: 'LINE',
      href: `https://social-plugins.line.me/lineit/share?url=${u}`,
    },
    {
      network: 'twitter',
      label: 'แชร์ไปยัง Twitter',
      text: 'Twitter',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
  ];
}
