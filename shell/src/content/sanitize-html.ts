/**
 * The consent text is HTML written by our operators and served by our API. It is still cleaned
 * before it is shown: scripts, embedded frames, forms, event-handler attributes and
 * `javascript:` links are removed, so a mistake (or a compromised editor) cannot run code here.
 */
const DROPPED_ELEMENTS =
  'script, style, iframe, frame, frameset, object, embed, link, meta, base, form, input, button, textarea, select, template, noscript, svg, math';
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset', 'poster']);
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i;

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const element of doc.body.querySelectorAll(DROPPED_ELEMENTS)) element.remove();
  for (const element of doc.body.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      // eslint-disable-next-line no-control-regex
      const compact = value.replace(/[\u0000-\u0020]/g, '');
      if (
        lower.startsWith('on') ||
        lower === 'style' ||
        (URL_ATTRIBUTES.has(lower) && !SAFE_URL.test(compact))
      ) {
        element.removeAttribute(name);
      }
    }
    if (element.tagName === 'A' && element.getAttribute('target') === '_blank') {
      element.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return doc.body.innerHTML;
}
