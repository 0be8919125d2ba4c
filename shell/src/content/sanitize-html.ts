/**
 * Operator-written HTML (the consent text, content pages, articles) comes from our API. It is
 * still cleaned before it is shown: scripts, embedded frames, forms, event-handler attributes and
 * `javascript:` links are removed, so a mistake (or a compromised editor) cannot run code here.
 */
const DROPPED_ELEMENTS =
  'script, style, iframe, frame, frameset, object, embed, link, meta, base, form, input, button, textarea, select, template, noscript, svg, math';
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset', 'poster']);
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i;

/** The rules as a cleaner applies them: the browser's parser here, a string parser on a server. */
export type HtmlCleaner = (html: string) => string;

export const HTML_CLEANING_RULES = { DROPPED_ELEMENTS, URL_ATTRIBUTES, SAFE_URL };

/** Whether an attribute goes: an event handler, inline style, or a URL that could run code. */
export function isUnsafeAttribute(name: string, value: string): boolean {
  const lower = name.toLowerCase();
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020]/g, '');
  return (
    lower.startsWith('on') || lower === 'style' || (URL_ATTRIBUTES.has(lower) && !SAFE_URL.test(compact))
  );
}

function cleanWithDom(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const element of doc.body.querySelectorAll(DROPPED_ELEMENTS)) element.remove();
  for (const element of doc.body.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      if (isUnsafeAttribute(name, value)) element.removeAttribute(name);
    }
    if (element.tagName === 'A' && element.getAttribute('target') === '_blank') {
      element.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return doc.body.innerHTML;
}

let cleaner: HtmlCleaner = cleanWithDom;

/**
 * A server render has no DOMParser: its entry hands over a cleaner of the same rules on a string
 * parser (server/clean-html.ts), which the browser's bundle never carries.
 */
export function cleanHtmlWith(next: HtmlCleaner): void {
  cleaner = next;
}

export function sanitizeHtml(html: string): string {
  return cleaner(html);
}
