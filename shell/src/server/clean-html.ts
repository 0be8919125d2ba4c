import sanitize from 'sanitize-html';
import { HTML_CLEANING_RULES, isUnsafeAttribute, type HtmlCleaner } from '../content/sanitize-html';

const DROPPED = new Set(HTML_CLEANING_RULES.DROPPED_ELEMENTS.split(/,\s*/));

function safeAttributes(tagName: string, attribs: sanitize.Attributes): sanitize.Attributes {
  const kept = Object.fromEntries(
    Object.entries(attribs).filter(([name, value]) => !isUnsafeAttribute(name, value)),
  );
  if (tagName === 'a' && kept.target === '_blank') kept.rel = 'noopener noreferrer';
  return kept;
}

/** `<img>` as the browser writes it, not `<img />` (a `>` in text or a value is written `&gt;`). */
const writtenAsTheBrowserDoes = (html: string) => html.replaceAll(' />', '>');

/**
 * The browser's cleaning rules (content/sanitize-html.ts) on a string parser, for a server render:
 * every element but the dropped ones (gone with what they hold), no handler, style or unsafe URL.
 */
export const cleanHtmlOnServer: HtmlCleaner = (html) =>
  writtenAsTheBrowserDoes(
    sanitize(html, {
      allowedTags: false,
      allowedAttributes: false,
      allowVulnerableTags: true,
      allowedSchemes: ['http', 'https', 'mailto', 'tel'],
      allowProtocolRelative: false,
      exclusiveFilter: (frame) => DROPPED.has(frame.tag),
      transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: safeAttributes(tagName, attribs) }) },
    }),
  );
