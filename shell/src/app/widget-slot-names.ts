import type { Catalog } from '@chokdee/shared-kernel/schemas/catalog';
import { matchesAny } from '../navigation/route-match';

/**
 * Every named place in the shell's layouts where a remote's widget can mount (DESIGN.md §2). A
 * remote's catalog entry lists `{ slot, module }` pairs with these names.
 */
export const WIDGET_SLOTS = {
  questGiftButton: 'default-fluid.quest-gift-button',
  questDetailModal: 'default-fluid.quest-detail-modal',
  storeCartButton: 'store.cart-button',
  /** Draws nothing: a cart's widget that publishes its summary while the bottom member menu shows it. */
  bottomMenuCart: 'bottom-menu.cart',
  truckMenu: 'truck.menu',
  truckBottomBar: 'truck.bottom-bar',
  prayHeader: 'pray.header',
  catalogueSidebar: 'catalogue.sidebar',
  footerAfter: 'footer.after',
} as const;

export type WidgetSlotName = (typeof WIDGET_SLOTS)[keyof typeof WIDGET_SLOTS];

export interface SlotWidget {
  remoteName: string;
  /** The exposed module, e.g. `./widgets/gift-button`. */
  module: string;
}

/**
 * The widgets of the live remotes that mount in `slot` on the page at `pathname`, in catalog
 * order: a widget that names its routes shows only on those, a members-only one only to a member.
 */
export function widgetsForSlot(
  catalog: Catalog | null,
  slot: WidgetSlotName,
  pathname: string,
  loggedIn = false,
): SlotWidget[] {
  return (catalog?.remotes ?? [])
    .filter((remote) => remote.enabled)
    .flatMap((remote) =>
      remote.widgets
        .filter(
          (widget) =>
            widget.slot === slot &&
            (widget.auth !== 'required' || loggedIn) &&
            (!widget.routes || matchesAny(widget.routes, pathname)),
        )
        .map((widget) => ({ remoteName: remote.name, module: widget.module })),
    );
}
