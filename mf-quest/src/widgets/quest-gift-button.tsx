// The exposed `./widgets/quest-gift-button` (catalog.json, position `floating`):
// the floating gift button and the progress strip, for members only.
import { createRemoteWidget } from '@chokdee/shared-kernel/remote/create-remote-app';
import { lazy } from 'react';
import { MembersOnly } from './members-only';

const QuestFloating = lazy(() =>
  import('../features/quest-progress/components/quest-floating').then((m) => ({ default: m.QuestFloating })),
);

function QuestGiftButtonWidget() {
  return <MembersOnly widget={QuestFloating} />;
}

export const { bootstrap, mount, unmount } = createRemoteWidget(QuestGiftButtonWidget);
