import sanitizeHtml from 'sanitize-html';

/**
 * What a story or a news post may keep: formatting, lists, quotes and http(s)/mailto links. No
 * script, style, event handler, iframe or image survives (pictures go through the upload).
 */
const STORY_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h2',
    'h3',
    'a',
  ],
  // target and rel are set by the transform below, whatever the author wrote.
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open outside and pass no referrer or authority to the page they point at.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizeStory(html: string): string {
  return sanitizeHtml(html, STORY_OPTIONS).trim();
}

/** Plain text of sanitised HTML: for the search column, card excerpts and og:description. */
export function storyText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h2|h3|blockquote)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text news (a textarea) becomes paragraphs; whatever HTML it holds goes through the same filter. */
export function textToHtml(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return sanitizeStory(
    escaped
      .split(/\n{2,}/)
      .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
      .join(''),
  );
}

export function excerpt(text: string, max = 140): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
