// The exposed `./widgets/cart-button` (catalog.json, position `header.end`): the store's cart button.
import { createRemoteWidget } from '@chokdee/shared-kernel/remote/create-remote-app';
import { HeaderCartButton } from '../features/cart/components/header-cart-button';

export const { bootstrap, mount, unmount } = createRemoteWidget(HeaderCartButton);
