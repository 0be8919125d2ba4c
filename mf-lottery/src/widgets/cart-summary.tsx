// The exposed `./widgets/cart-summary` (catalog.json, slot `bottom-menu.cart`): draws nothing; while
// the bottom member menu is on screen it keeps the lottery cart loaded and its summary published.
import { useEffect } from 'react';
import { createRemoteWidget } from '@chokdee/shared-kernel/remote/create-remote-app';
import { effectOutsideCommit } from '@chokdee/shared-kernel/stores/outside-commit';
import { publishLotteryCartSummary } from '../stores/cart-summary-publisher';

function CartSummarySource() {
  // Outside the commit: the summary is published at once to the shell's root.
  useEffect(() => effectOutsideCommit(publishLotteryCartSummary), []);
  return null;
}

export const { bootstrap, mount, unmount } = createRemoteWidget(CartSummarySource);
