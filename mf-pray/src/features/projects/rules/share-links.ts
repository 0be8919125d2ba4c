import { paths } from '../../../config/paths';

/**
 * Share links for a project. They share the site's own page: the site's origin writes the page's
 * link-preview tags into its HTML, so LINE and Facebook read the title and picture there.
 */
export function shareLinks(shareUrl: string, title: string) {
  const url = encodeURIComponent(shareUrl);
  const text = encodeURIComponent(`ร่วมอธิษฐาน: ${title}`);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    line: `https://social-plugins.line.me/lineit/share?url=${url}&text=${text}`,
    twitter: `https://twitter.com/intent/tweet?url=${url}&text=${text}`,
  };
}

/**
 * The project's page on the site the visitor is on (`siteOrigin` is the page's own origin), fully
 * percent-encoded (the Thai `/ขอพร` too), as the page's canonical URL is written.
 */
export function shareUrlFor(siteOrigin: string, slug: string): string {
  return new URL(paths.project.getHref(slug), siteOrigin).href;
}
