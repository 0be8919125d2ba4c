// The exposed `./widgets/cart-summary` (catalog.json, position `bottom-menu.items`): draws nothing;
// while the bottom member menu is on screen it keeps the lottery cart loaded and its summary
// published, and the count of orders awaiting payment (the menu's 'รอชำระเงิน' badge).
import { useEffect } from 'react';
import { createRemoteWidget } from '@chokdee/shared-kernel/remote/create-remote-app';
import { effectOutsideCommit } from '@chokdee/shared-kernel/runtime/outside-commit';
import { publishAwaitingPaymentBadge } from '../stores/awaiting-payment-badge-publisher';
import { publishLotteryCartSummary } from '../stores/cart-summary-publisher';

function CartSummarySource() {
  // Outside the commit: the summary and the count are published at once to the shell's root.
  useEffect(() => effectOutsideCommit(publishLotteryCartSummary), []);
  useEffect(() => effectOutsideCommit(publishAwaitingPaymentBadge), []);
  return null;
}

export const { bootstrap, mount, unmount } = createRemoteWidget(CartSummarySource);
