import { PRAY_CATEGORY_LABELS, type PrayProject } from '@chokdee/shared-contract/schemas/pray';
import { SITE_PICTURES } from '#api/site/page-head/page-head';
import { storyText, excerpt } from './story-html';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** `/ขอพร/{slug}` on the site: the page a shared link stands for. */
export function projectPageUrl(siteUrl: string, slug: string): string {
  return `${siteUrl}/${encodeURIComponent('ขอพร')}/${encodeURIComponent(slug)}`;
}

/** What a link preview says of a project: the start of its story, else a line from its category. */
export function projectDescription(project: Pick<PrayProject, 'story' | 'category'>): string {
  return excerpt(
    storyText(project.story) ||
      `ร่วมอธิษฐานกับ${project.category ? `คำขอพรหมวด${PRAY_CATEGORY_LABELS[project.category]}` : 'คำขอพรนี้'}`,
    200,
  );
}

/**
 * A tiny page for LINE, Facebook and X crawlers: Open Graph and Twitter card tags (title, story
 * start, the cover at web size), then a refresh and a link that take a person to the real page.
 */
export function renderOgPage(project: PrayProject, urls: { site: string; api: string }): string {
  const page = projectPageUrl(urls.site, project.slug);
  const title = `${project.title} | ขอพร โชคดี`;
  const description = projectDescription(project);
  // The cover at web size, else the site's card: a preview always has its picture.
  const { card } = SITE_PICTURES;
  const image = project.cover
    ? {
        url: `${urls.api}${project.cover.url}`,
        type: 'image/webp',
        width: project.cover.width,
        height: project.cover.height,
      }
    : { url: `${urls.api}${card.path}`, type: 'image/png', width: card.width, height: card.height };
  const tags = [
    ['og:type', 'article'],
    ['og:site_name', 'โชคดี'],
    ['og:locale', 'th_TH'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', page],
    ['og:image', image.url],
    ['og:image:type', image.type],
    ['og:image:width', String(image.width)],
    ['og:image:height', String(image.height)],
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}">`)
    .join('\n');
  return `<!doctype html>
<html lang="th"><head><meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
${tags}
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${escapeHtml(title)}">
<meta name="twitter:description" content="${escapeHtml(description)}">
<meta name="twitter:image" content="${escapeHtml(image.url)}">
<link rel="canonical" href="${escapeHtml(page)}">
<meta http-equiv="refresh" content="0; url=${escapeHtml(page)}">
</head><body><p><a href="${escapeHtml(page)}">${escapeHtml(project.title)}</a></p></body></html>
`;
}
