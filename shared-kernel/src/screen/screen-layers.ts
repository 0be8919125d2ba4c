import { atom, computed, map } from 'nanostores';
import {
  decideLayers,
  DEFAULT_SCREEN_CONTEXT,
  stackLayers,
  type LayerRequest,
  type ScreenContext,
  type ScreenStack,
} from './layer-rules';

/**
 * The one owner of the screen's fixed layers, shared by the shell and every remote through the
 * federated kernel (one instance of each atom). A layer registers what it is (`registerLayer`),
 * the rules of `layer-rules.ts` decide whether it shows, and its element, once given
 * (`setLayerElement`), is measured: each docked layer gets its distance from its edge as
 * `--screen-offset` on its element, and the page its room as `--screen-reserved-bottom/top` on the
 * root element. Those are written to the DOM straight from the ResizeObserver's callback (after
 * layout, before paint), not through React, so nothing is painted once in the wrong place.
 */

/** The CSS variables the shell and the layers read. */
export const SCREEN_VARS = {
  reservedBottom: '--screen-reserved-bottom',
  reservedTop: '--screen-reserved-top',
  offset: '--screen-offset',
} as const;

/** The attribute that marks a layer's element (tests find every fixed layer by it). */
export const SCREEN_LAYER_ATTRIBUTE = 'data-screen-layer';

const $requests = map<Record<string, LayerRequest>>({});
const $heights = map<Record<string, number>>({});
const $context = atom<ScreenContext>(DEFAULT_SCREEN_CONTEXT);
const elements = new Map<string, HTMLElement>();

/** Every layer that asks to show, shown or waiting. */
const $layerRequests = computed($requests, (requests) => Object.values(requests));

/** The ids of the layers that show now. */
export const $shownLayers = computed([$layerRequests, $context], (requests, context) =>
  decideLayers(requests, context),
);

/** Where the shown docked layers sit and the room they take. */
export const $screenStack = computed([$layerRequests, $shownLayers, $heights], (requests, shown, heights) =>
  stackLayers(
    requests.filter((request) => shown.has(request.id)),
    heights,
  ),
);

export function setScreenContext(context: ScreenContext): void {
  const current = $context.get();
  if (current.staff !== context.staff || current.cartFlow !== context.cartFlow) $context.set(context);
}

/** A layer asks to show (again, with new details); the returned function withdraws it. */
export function registerLayer(request: LayerRequest): () => void {
  $requests.setKey(request.id, request);
  return () => {
    if ($requests.get()[request.id] === request) $requests.setKey(request.id, undefined as never);
  };
}

/** Is this very request registered (its layer's effect has run)? */
export function isLayerRegistered(request: LayerRequest): boolean {
  return $requests.get()[request.id] === request;
}

/** Would `request` show, were it registered beside the others (what a layer renders before its effect runs). */
export function wouldShow(request: LayerRequest): boolean {
  const others = $layerRequests.get().filter((other) => other.id !== request.id);
  return decideLayers([...others, request], $context.get()).has(request.id);
}

function heightOf(element: HTMLElement): number {
  const style = getComputedStyle(element);
  const margins = (parseFloat(style.marginTop) || 0) + (parseFloat(style.marginBottom) || 0);
  return Math.ceil(element.getBoundingClientRect().height + margins);
}

function measure(id: string): void {
  const element = elements.get(id);
  const height = element ? heightOf(element) : 0;
  if ($heights.get()[id] !== height) $heights.setKey(id, height);
}

function writeStack({ offsets, reserved }: ScreenStack): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement.style;
  root.setProperty(SCREEN_VARS.reservedBottom, `${reserved.bottom}px`);
  root.setProperty(SCREEN_VARS.reservedTop, `${reserved.top}px`);
  for (const [id, element] of elements)
    element.style.setProperty(SCREEN_VARS.offset, `${offsets[id] ?? 0}px`);
}

let observer: ResizeObserver | null = null;
let started = false;

/** Starts writing the stack to the DOM; on the first element, so a page without layers pays nothing. */
function start(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  $screenStack.subscribe(writeStack);
  // Margins follow media queries, which a ResizeObserver of the border box does not see.
  window.addEventListener('resize', () => {
    for (const id of elements.keys()) measure(id);
  });
  if (typeof ResizeObserver === 'function') {
    observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const id = (entry.target as HTMLElement).getAttribute(SCREEN_LAYER_ATTRIBUTE);
        if (id) measure(id);
      }
    });
  }
}

/** The element of a layer (null when it goes): marked, observed, and given its offset. */
export function setLayerElement(id: string, element: HTMLElement | null): void {
  const previous = elements.get(id);
  if (previous === element) return;
  if (previous) {
    observer?.unobserve(previous);
    elements.delete(id);
  }
  if (!element) {
    $heights.setKey(id, undefined as never);
    return;
  }
  start();
  element.setAttribute(SCREEN_LAYER_ATTRIBUTE, id);
  elements.set(id, element);
  observer?.observe(element);
  // Measured now as well: jsdom has no observer, and the stack must hold this element's offset.
  measure(id);
  writeStack($screenStack.get());
}

/** Tests: forget every layer and the context. */
export function resetScreenLayers(): void {
  for (const id of [...elements.keys()]) setLayerElement(id, null);
  for (const id of Object.keys($requests.get())) $requests.setKey(id, undefined as never);
  $context.set(DEFAULT_SCREEN_CONTEXT);
}
