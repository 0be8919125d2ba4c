import { siteUrlOf } from './sitemap-xml';

/**
 * Where crawlers may not go: the back offices, the truck POS and a member's own pages. `/dealer/`
 * and `/dealer$` rather than `/dealer`, which as a prefix would also hide the public `/dealers`.
 */
const DISALLOWED = ['/admin', '/dealer/', '/dealer$', '/truck', '/staff/', '/members', '/orders'];

/** `robots.txt` of the site's origin: everything else is open, and the sitemap is named absolutely. */
export function renderRobotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrlOf(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
