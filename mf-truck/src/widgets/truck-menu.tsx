// The exposed `./widgets/truck-menu` (catalog.json, position `header.end` on the truck pages):
// the store's name, the sales still waiting on the device, and the logout icon when the store
// allows it (spec §2, §6).
import { createRemoteWidget } from '@chokdee/shared-kernel/remote/create-remote-app';
import { TruckMenu } from '../components/truck-menu';

export const { bootstrap, mount, unmount } = createRemoteWidget(TruckMenu);
