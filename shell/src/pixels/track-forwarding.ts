import { on, type ChokdeeEvents, type TrackedPurchase } from '@chokdee/shared-kernel/events';
import type { PixelToLoad } from './pixel-rules';
import { pixelWindow } from './vendor-scripts';

type TrackName = 'AddToCart' | 'InitiateCheckout' | 'Purchase' | 'OrderCompleted' | 'Search';
type Payload<N extends TrackName> = ChokdeeEvents[`track:${N}`];

const TRACK_NAMES: TrackName[] = ['AddToCart', 'InitiateCheckout', 'Purchase', 'OrderCompleted', 'Search'];

/** Spec §9 events as each vendor names them; `null`: that vendor has no such event. */
const FACEBOOK: Record<TrackName, { method: 'trackSingle' | 'trackSingleCustom'; event: string }> = {
  AddToCart: { method: 'trackSingle', event: 'AddToCart' },
  InitiateCheckout: { method: 'trackSingle', event: 'InitiateCheckout' },
  Purchase: { method: 'trackSingle', event: 'Purchase' },
  // Not one of Facebook's standard events: sent as a custom one.
  OrderCompleted: { method: 'trackSingleCustom', event: 'OrderCompleted' },
  Search: { method: 'trackSingle', event: 'Search' },
};

const TIKTOK: Record<TrackName, string> = {
  AddToCart: 'AddToCart',
  InitiateCheckout: 'InitiateCheckout',
  Purchase: 'CompletePayment',
  OrderCompleted: 'PlaceAnOrder',
  Search: 'Search',
};

const GOOGLE: Record<TrackName, string | null> = {
  AddToCart: 'add_to_cart',
  InitiateCheckout: 'begin_checkout',
  Purchase: 'purchase',
  OrderCompleted: null,
  Search: 'search',
};

const isPurchase = (payload: object): payload is TrackedPurchase => 'value' in payload;
const orderCode = (payload: object) => ('order_code' in payload ? String(payload.order_code) : undefined);

function facebookData(payload: Payload<TrackName>): Record<string, unknown> {
  if (!isPurchase(payload)) return { search_string: payload.search_string };
  return {
    value: payload.value,
    currency: 'THB',
    content_ids: payload.content_ids,
    content_type: 'product',
    num_items: payload.num_items,
    ...(orderCode(payload) ? { order_id: orderCode(payload) } : {}),
  };
}

function tiktokData(payload: Payload<TrackName>): Record<string, unknown> {
  if (!isPurchase(payload)) return { query: payload.search_string };
  return {
    value: payload.value,
    currency: 'THB',
    content_type: 'product',
    contents: payload.content_ids.map((id) => ({ content_id: id, content_type: 'product' })),
    quantity: payload.num_items,
  };
}

function googleData(payload: Payload<TrackName>, sendTo: string): Record<string, unknown> {
  if (!isPurchase(payload)) return { search_term: payload.search_string, send_to: sendTo };
  const transaction = orderCode(payload);
  return {
    send_to: sendTo,
    currency: 'THB',
    value: payload.value,
    items: payload.content_ids.map((id) => ({ item_id: id })),
    ...(transaction ? { transaction_id: transaction } : {}),
  };
}

function send(pixel: PixelToLoad, name: TrackName, payload: Payload<TrackName>): void {
  const w = pixelWindow();
  if (pixel.kind === 'facebook') {
    const { method, event } = FACEBOOK[name];
    // trackSingle: each store's pixel gets only the events of that store's pages.
    w.fbq?.(method, pixel.code, event, facebookData(payload));
  } else if (pixel.kind === 'tiktok') {
    w.ttq?.instance(pixel.code).track?.(TIKTOK[name], tiktokData(payload));
  } else {
    const event = GOOGLE[name];
    if (event) w.gtag?.('event', event, googleData(payload, pixel.code));
  }
}

/**
 * Forwards the kernel's `track:*` events (emitted by the remotes, spec §9) to these pixels, all
 * values in THB. Returns the function that stops it: the manager calls it when consent is
 * withdrawn or the store changes, so a withdrawn purpose gets no further event.
 */
export function forwardTrackEvents(pixels: PixelToLoad[]): () => void {
  if (pixels.length === 0) return () => {};
  const stops = TRACK_NAMES.map((name) =>
    on(`track:${name}`, (payload) => {
      for (const pixel of pixels) {
        try {
          send(pixel, name, payload);
        } catch (error) {
          // A vendor script that breaks must not keep the event from the others.
          console.warn(`[chokdee] ส่งเหตุการณ์ไปยัง pixel ไม่สำเร็จ (${pixel.kind})`, error);
        }
      }
    }),
  );
  return () => stops.forEach((stop) => stop());
}
