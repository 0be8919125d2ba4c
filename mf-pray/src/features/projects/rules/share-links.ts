/**
 * Share links for a project. They share the API's share page (its Open Graph tags give LINE and
 * Facebook the title and picture; a person who opens it lands on /ขอพร/{slug}).
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

export function shareUrlFor(apiUrl: string, slug: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/public/v1/pray/og/${encodeURIComponent(slug)}`;
}
