/**
 * The screen's fixed layers and the pure rules that decide which of them show. Every piece that
 * sits over the page (dialogs, the cookie bar, banners, docks, floating buttons) asks to show
 * through `screen-layers.ts`; these rules answer, so overlays of different owners never pile up.
 */

/**
 * What a layer is, which decides how it competes:
 * - `modal`: a dialog over the page (the consent modal, the announcement popup); one at a time.
 * - `bar`: a bar the visitor must answer (the cookie consent bar); the banners wait for it.
 * - `banner`: a dismissible invitation (app download, LINE); one at a time, after modals and bars.
 * - `dock`: a bar docked to an edge (the bottom member menu, a cart bar, the truck bar).
 * - `floating`: small buttons above the docked area (the quest strip, the gift button).
 * - `toast`: a passing message; always shown, never given room.
 */
export type LayerKind = 'modal' | 'bar' | 'banner' | 'dock' | 'floating' | 'toast';

export type LayerEdge = 'top' | 'bottom';

export interface LayerRequest {
  /** Unique on the screen, e.g. 'cookie-consent-bar'. */
  id: string;
  kind: LayerKind;
  /** Higher wins among layers that exclude each other (two modals, two banners, two cart bars). */
  priority: number;
  /** The edge a docked layer sits on (bar, banner, dock, floating); bottom when left out. */
  edge?: LayerEdge;
  /** A consumer popup or banner: never over a staff surface. Banners always are. */
  consumer?: boolean;
  /** Set on a cart bar: whose cart it shows ('lottery', 'ecommerce', 'truck'). At most one shows. */
  cartOwner?: string;
}

export interface ScreenContext {
  /** The page is a staff surface (truck POS, a dealer's orders, the console). */
  staff: boolean;
  /** Whose cart the page's flow is about ('ecommerce' on the shop, else 'lottery'); null: nobody's. */
  cartFlow: string | null;
}

export const DEFAULT_SCREEN_CONTEXT: ScreenContext = { staff: false, cartFlow: null };

/** Higher priority first; the id breaks ties so the answer never depends on registration order. */
function byPriority(a: LayerRequest, b: LayerRequest): number {
  return b.priority - a.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function isConsumer(request: LayerRequest): boolean {
  return request.kind === 'banner' || request.consumer === true;
}

/** The one cart bar that shows: the cart of the page's flow, else the highest priority. */
function cartWinner(carts: LayerRequest[], context: ScreenContext): LayerRequest | undefined {
  const ordered = [...carts].sort(byPriority);
  return ordered.find((cart) => cart.cartOwner === context.cartFlow) ?? ordered[0];
}

/**
 * The ids of the layers that show now:
 * - none of the consumer layers (popups, banners) on a staff surface;
 * - at most one modal, the highest priority (the consent modal before the announcement popup);
 * - banners wait while a modal or a bar is up, and then only one shows;
 * - at most one cart bar (see `cartWinner`); other docks, floating layers and toasts all show.
 */
export function decideLayers(requests: readonly LayerRequest[], context: ScreenContext): Set<string> {
  const allowed = requests.filter((request) => !(context.staff && isConsumer(request)));
  const ofKind = (kind: LayerKind) => allowed.filter((request) => request.kind === kind).sort(byPriority);
  const shown = new Set<string>();

  const modal = ofKind('modal')[0];
  if (modal) shown.add(modal.id);
  const bars = ofKind('bar');
  for (const bar of bars) shown.add(bar.id);
  const banner = ofKind('banner')[0];
  if (banner && !modal && bars.length === 0) shown.add(banner.id);

  const docks = ofKind('dock');
  const carts = docks.filter((dock) => dock.cartOwner !== undefined);
  const cart = cartWinner(carts, context);
  if (cart) shown.add(cart.id);
  for (const dock of docks) if (dock.cartOwner === undefined) shown.add(dock.id);

  for (const layer of [...ofKind('floating'), ...ofKind('toast')]) shown.add(layer.id);
  return shown;
}

/** From the edge outwards: the bar on the very edge, then docks, banners, floating buttons. */
const STACK_ORDER: Partial<Record<LayerKind, number>> = { bar: 0, dock: 1, banner: 2, floating: 3 };

export interface ScreenStack {
  /** Each docked layer's distance from its edge, in px: the heights of the layers between. */
  offsets: Record<string, number>;
  /** The room the page keeps clear at each edge, in px: every docked layer's height. */
  reserved: Record<LayerEdge, number>;
}

/**
 * Where the shown docked layers sit: stacked from their edge in `STACK_ORDER` (then priority), each
 * at the summed heights of those below it, and the room that leaves the page. Modals and toasts
 * float over everything and take no room.
 */
export function stackLayers(
  shown: readonly LayerRequest[],
  heights: Readonly<Record<string, number>>,
): ScreenStack {
  const offsets: Record<string, number> = {};
  const reserved: Record<LayerEdge, number> = { top: 0, bottom: 0 };
  const docked = shown
    .filter((layer) => STACK_ORDER[layer.kind] !== undefined)
    .sort((a, b) => STACK_ORDER[a.kind]! - STACK_ORDER[b.kind]! || byPriority(a, b));
  for (const layer of docked) {
    const edge = layer.edge ?? 'bottom';
    offsets[layer.id] = reserved[edge];
    reserved[edge] += Math.max(0, heights[layer.id] ?? 0);
  }
  return { offsets, reserved };
}
