// The exposed `./widgets/truck-bottom-bar` (catalog.json, position `bottom-bar`): home and cart,
// only while an operator is logged in; it docks itself through the kernel's screen manager.
import { createRemoteWidget } from '@chokdee/shared-kernel/remote/create-remote-app';
import { TruckBottomBar } from '../components/truck-bottom-bar';

export const { bootstrap, mount, unmount } = createRemoteWidget(TruckBottomBar);
