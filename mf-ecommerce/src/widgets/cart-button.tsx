// The exposed `./widgets/cart-button` (catalog.json, position `header.end` on the shop's routes).
import { createRemoteWidget } from '@chokdee/shared-kernel/remote/create-remote-app';
import { FloatingCartButton } from '../features/cart/components/floating-cart-button';

export const { bootstrap, mount, unmount } = createRemoteWidget(FloatingCartButton);
