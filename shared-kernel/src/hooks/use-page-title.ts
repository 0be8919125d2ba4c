import { useEffect } from 'react';
import { claimPageTitle } from '../stores/page-title';
import { effectOutsideCommit } from '../runtime/outside-commit';

/**
 * The tab's title for a page whose name comes from its data (a store, a product): shown as
 * `text | โชคดี` while the page is on screen. Nothing (null, '') keeps the route's catalog title.
 */
export function usePageTitle(text: string | null | undefined): void {
  // The shell's root reads the title: written outside this root's commit.
  useEffect(() => (text ? effectOutsideCommit(() => claimPageTitle(text)) : undefined), [text]);
}
