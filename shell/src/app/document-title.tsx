import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $pageTitle } from '@chokdee/shared-kernel/stores/page-title';
import { pageTitle } from '../content/page-title';
import { useCurrentRoute } from '../routing/route-handle';

/**
 * The tab's title on a remote's page: what the page claimed from its data, else its route's catalog
 * title. React puts this `<title>` before index.html's, so it wins while it is rendered; the shell's
 * own pages render their own and leave this empty.
 */
export function DocumentTitle() {
  const { handle } = useCurrentRoute();
  const claimed = useStore($pageTitle);
  const text = claimed ?? handle.title;
  return text ? <title>{pageTitle(text)}</title> : null;
}
