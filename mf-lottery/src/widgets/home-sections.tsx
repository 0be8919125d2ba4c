// The exposed `./widgets/home-sections` (catalog.json, position `main.sections` on `/`): the home
// page's newest draw and featured stores. One widget for both: one chunk and one mount on a first
// visit, and the two cards keep their order without depending on the catalog's.
import { createRemoteWidget } from '@chokdee/shared-kernel/remote/create-remote-app';
import { HomeSections } from '../features/home-sections/components/home-sections';

export const { bootstrap, mount, unmount } = createRemoteWidget(HomeSections);
