// The exposed `./widgets/cart-button`: the store layout's cart button (catalog.json, slot `store.cart-button`).
import { createRemoteWidget } from '@chokdee/shared-kernel/remote/create-remote-app';
import { HeaderCartButton } from '../features/cart/components/header-cart-button';

export const { bootstrap, mount, unmount } = createRemoteWidget(HeaderCartButton);
