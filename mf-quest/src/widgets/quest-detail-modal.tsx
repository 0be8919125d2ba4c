// The exposed `./widgets/quest-detail-modal` (catalog.json, position `floating`):
// the quest detail modal with its reward panel and address form, for members only.
import { createRemoteWidget } from '@chokdee/shared-kernel/remote/create-remote-app';
import { lazy } from 'react';
import { MembersOnly } from './members-only';

const QuestDetailModal = lazy(() =>
  import('../features/quest-detail/components/quest-detail-modal').then((m) => ({
    default: m.QuestDetailModal,
  })),
);

function QuestDetailModalWidget() {
  return <MembersOnly widget={QuestDetailModal} />;
}

export const { bootstrap, mount, unmount } = createRemoteWidget(QuestDetailModalWidget);
