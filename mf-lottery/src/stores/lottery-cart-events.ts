// The lottery cart's own events on the kernel bus: only mf-lottery sends and hears them.
declare module '@chokdee/shared-kernel/events' {
  interface ChokdeeEvents {
    /** The lottery cart's countdown reached zero (spec §4: the cart is marked timed out). */
    'lottery-cart:timeout': { cartId: string; storeCode: string };
  }
}

export {};
