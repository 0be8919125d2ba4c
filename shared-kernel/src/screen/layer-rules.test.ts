import { decideLayers, stackLayers, type LayerRequest, type ScreenContext } from './layer-rules';

const PUBLIC: ScreenContext = { staff: false, cartFlow: 'lottery' };
const STAFF: ScreenContext = { staff: true, cartFlow: null };

const consentModal: LayerRequest = { id: 'consent-modal', kind: 'modal', priority: 100 };
const popup: LayerRequest = { id: 'announcement', kind: 'modal', priority: 10, consumer: true };
const cookieBar: LayerRequest = { id: 'cookie-bar', kind: 'bar', priority: 100 };
const lineBanner: LayerRequest = { id: 'line-banner', kind: 'banner', priority: 20 };
const appBanner: LayerRequest = { id: 'app-banner', kind: 'banner', priority: 10 };
const memberMenu: LayerRequest = { id: 'bottom-menu', kind: 'dock', priority: 50, cartOwner: 'lottery' };
const shopCart: LayerRequest = { id: 'shop-cart', kind: 'dock', priority: 40, cartOwner: 'ecommerce' };
const truckBar: LayerRequest = { id: 'truck-bar', kind: 'dock', priority: 50 };
const quest: LayerRequest = { id: 'quest', kind: 'floating', priority: 10 };

const shown = (requests: LayerRequest[], context = PUBLIC) => [...decideLayers(requests, context)].sort();

describe('decideLayers', () => {
  it('shows one modal at a time: the consent modal before the announcement popup', () => {
    expect(shown([popup, consentModal])).toEqual(['consent-modal']);
    expect(shown([popup])).toEqual(['announcement']);
  });

  it('keeps the banners waiting while a modal is up', () => {
    expect(shown([popup, appBanner])).toEqual(['announcement']);
  });

  it('keeps the banners waiting while the cookie bar is up, beside the popup', () => {
    expect(shown([cookieBar, popup, appBanner, lineBanner])).toEqual(['announcement', 'cookie-bar']);
  });

  it('shows one banner at a time, the highest priority', () => {
    expect(shown([appBanner, lineBanner])).toEqual(['line-banner']);
    expect(shown([appBanner])).toEqual(['app-banner']);
  });

  it("shows one cart bar: the page's flow's, whatever the priorities", () => {
    expect(shown([memberMenu, shopCart], { staff: false, cartFlow: 'ecommerce' })).toEqual(['shop-cart']);
    expect(shown([memberMenu, shopCart], { staff: false, cartFlow: 'lottery' })).toEqual(['bottom-menu']);
  });

  it('falls back to the highest priority cart bar when none is the flow’s', () => {
    expect(shown([shopCart, memberMenu], { staff: false, cartFlow: null })).toEqual(['bottom-menu']);
  });

  it('shows docks that are no cart bar, floating layers and toasts beside everything', () => {
    const toast: LayerRequest = { id: 'toast', kind: 'toast', priority: 0 };
    expect(shown([truckBar, quest, toast, memberMenu, popup])).toEqual(
      ['announcement', 'bottom-menu', 'quest', 'toast', 'truck-bar'].sort(),
    );
  });

  it('shows no consumer popup or banner on a staff surface', () => {
    expect(shown([popup, appBanner, lineBanner, truckBar], STAFF)).toEqual(['truck-bar']);
    // The member's consent modal is no consumer popup: it still shows.
    expect(shown([consentModal, popup], STAFF)).toEqual(['consent-modal']);
  });

  it('does not depend on the order layers registered in', () => {
    const a = shown([appBanner, lineBanner, shopCart, memberMenu], { staff: false, cartFlow: null });
    const b = shown([memberMenu, shopCart, lineBanner, appBanner], { staff: false, cartFlow: null });
    expect(a).toEqual(b);
  });
});

describe('stackLayers', () => {
  it('stacks the docked layers from the edge: bar, dock, banner, floating', () => {
    const { offsets, reserved } = stackLayers([quest, lineBanner, memberMenu, cookieBar], {
      'cookie-bar': 80,
      'bottom-menu': 72,
      'line-banner': 60,
      quest: 50,
    });
    expect(offsets).toEqual({ 'cookie-bar': 0, 'bottom-menu': 80, 'line-banner': 152, quest: 212 });
    expect(reserved).toEqual({ top: 0, bottom: 262 });
  });

  it('gives modals and toasts no room and keeps the edges apart', () => {
    const top: LayerRequest = { id: 'offline', kind: 'bar', priority: 1, edge: 'top' };
    const toast: LayerRequest = { id: 'toast', kind: 'toast', priority: 0 };
    const { offsets, reserved } = stackLayers([popup, toast, top, memberMenu], {
      announcement: 500,
      toast: 40,
      offline: 30,
      'bottom-menu': 72,
    });
    expect(offsets).toEqual({ offline: 0, 'bottom-menu': 0 });
    expect(reserved).toEqual({ top: 30, bottom: 72 });
  });

  it('counts a layer not measured yet as no room', () => {
    expect(stackLayers([memberMenu], {}).reserved.bottom).toBe(0);
  });
});
