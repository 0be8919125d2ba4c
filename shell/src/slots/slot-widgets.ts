import type { Catalog, WidgetPosition } from '@chokdee/shared-contract/schemas/catalog';
import { matchesAny } from '../navigation/route-match';

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
  slot: WidgetPosition,
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
