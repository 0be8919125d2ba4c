import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { sanitizeHtml } from './sanitize-html';
import styles from './content.module.css';

export type HtmlBodyProps = {
  /** Operator HTML from the API; cleaned here before it reaches the page. */
  html: string;
};

/** A link inside the body that stays in the app: a same-site path, no new tab, a plain click. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  const href = anchor?.getAttribute('href');
  if (!anchor || !href || anchor.hasAttribute('target') || anchor.hasAttribute('download')) return null;
  return href.startsWith('/') && !href.startsWith('//') ? href : null;
}

/**
 * The body of a content page or article: sanitised HTML (scripts, frames, event handlers and
 * `javascript:` links removed). Its relative links navigate inside the app instead of reloading it.
 */
export function HtmlBody({ html }: HtmlBodyProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (!target) return;
      event.preventDefault();
      void navigate(target);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);

  return <div ref={ref} className={styles.body} dangerouslySetInnerHTML={{ __html: clean }} />;
}
