// The exposed `./widgets/truck-bottom-bar` (slot `truck.bottom-bar`): home and cart; the shell
// shows the slot only while a truck store code is saved (spec §2).
import { createRemoteWidget } from '@chokdee/shared-kernel/remote/create-remote-app';
import { TruckBottomBar } from '../components/truck-bottom-bar';

export const { bootstrap, mount, unmount } = createRemoteWidget(TruckBottomBar);
