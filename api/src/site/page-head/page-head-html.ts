import { scriptJson } from '@chokdee/shared-contract/server-page';
import { SITE_NAME, SITE_PICTURES, type PageHead } from './page-head';

/** Text and attribute values: the five characters HTML gives meaning to. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A picture's URL: kept when absolute, else a path on the API. */
export function absolute(apiUrl: string, urlOrPath: string): string {
  if (/^https?:\/\//.test(urlOrPath)) return urlOrPath;
  return `${apiUrl}${urlOrPath.startsWith('/') ? '' : '/'}${urlOrPath}`;
}

/** The site's URL of a path, each segment percent-encoded as browsers send it (Thai paths too). */
export function siteUrlOf(siteUrl: string, path: string): string {
  const encoded = path
    .split('/')
    .map((segment) => encodeURIComponent(decodeURIComponentSafe(segment)))
    .join('/');
  return `${siteUrl}${encoded}`;
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The preview's picture: the page's own, else the site's card (whose size and text are known). */
function previewImageTags(head: PageHead, apiUrl: string): string[] {
  const { card } = SITE_PICTURES;
  const image = escapeHtml(absolute(apiUrl, head.image ?? card.path));
  const tags = [`<meta property="og:image" content="${image}">`];
  if (!head.image)
    tags.push(
      `<meta property="og:image:width" content="${card.width}">`,
      `<meta property="og:image:height" content="${card.height}">`,
      `<meta property="og:image:alt" content="${escapeHtml(card.alt)}">`,
    );
  tags.push(`<meta name="twitter:image" content="${image}">`);
  return tags;
}

/**
 * The `<head>` elements of a page: title, description, canonical URL, Open Graph and Twitter
 * tags, and its JSON-LD. Every URL is on SITE_URL (or the API for pictures), never the request's
 * Host: the fragment is cached publicly.
 */
export function renderPageHead(head: PageHead, urls: { siteUrl: string; apiUrl: string }): string {
  const title = head.path === '/' ? `${SITE_NAME} ${head.title}` : `${head.title} | ${SITE_NAME}`;
  const url = siteUrlOf(urls.siteUrl, head.path);
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.noIndex
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    '<meta property="og:locale" content="th_TH">',
    `<meta property="og:type" content="${head.type}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    ...previewImageTags(head, urls.apiUrl),
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
  ];
  if (head.preloadImage) {
    const href = escapeHtml(absolute(urls.apiUrl, head.preloadImage));
    // No `crossorigin`, like the popup's <img>, so the image takes this download from the cache.
    lines.push(`<link rel="preload" as="image" fetchpriority="high" href="${href}">`);
  }
  for (const item of head.jsonLd ?? []) {
    lines.push(
      `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...item })}</script>`,
    );
  }
  return lines.join('\n');
}
